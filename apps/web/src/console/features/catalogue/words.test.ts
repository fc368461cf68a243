import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueKinds } from '@mahasi/contract/constants/staff-catalogue';
import commonEn from '../../../locales/en/common.json';
import commonMm from '../../../locales/mm/common.json';
import en from '../../locales/en/consoleCatalogue.json';
import mm from '../../locales/mm/consoleCatalogue.json';
import { catalogueWords } from './words';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { consoleCatalogue: en, common: commonEn }, mm: { consoleCatalogue: mm, common: commonMm } },
  interpolation: { escapeValue: false },
});

/** Every key of the records' editor shell that the catalogue's namespace does not hold as the shell reads it. */
const shellKeys = [
  'editor.newTitle',
  'editor.editTitle',
  'editor.back',
  'editor.loading',
  'editor.loadFailed',
  'editor.viewOnSite',
  ...['new', 'saved', 'saving', 'unsaved', 'offline', 'failed', 'conflict'].map((state) => `consoleRecords:saveState.${state}`),
  ...['save', 'publish', 'unpublish', 'delete', 'restore'].flatMap((action) => [
    `actions.${action}.submit`,
    `actions.${action}.success`,
    `actions.${action}.failed`,
  ]),
  'actions.delete.confirmTitle',
  'actions.delete.confirmText',
];

describe('the catalogue’s words in the records’ editor', () => {
  it('says every text the shell asks for, for every kind, in English and in Myanmar', () => {
    for (const lang of ['en', 'mm']) {
      const t = i18n.getFixedT(lang, 'consoleCatalogue');
      for (const kind of catalogueKinds) {
        const say = catalogueWords(t, kind);
        for (const key of shellKeys) {
          const text = say(key);
          expect(text, `${lang} ${kind} ${key}`).toBeTruthy();
          // A missing translation comes back as its key.
          expect(text, `${lang} ${kind} ${key}`).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
        }
        expect(say('editor.lastSaved', { name: 'Daw Khin' }), `${lang} ${kind}`).toContain('Daw Khin');
      }
    }
  });

  it('names each kind’s pages, a new record’s save, a live setting’s switch, and the days a binned record is kept', () => {
    const say = (kind: (typeof catalogueKinds)[number]) => catalogueWords(i18n.getFixedT('en', 'consoleCatalogue'), kind);
    expect(say('events')('editor.editTitle')).toBe('Edit event');
    expect(say('galleries')('editor.newTitle')).toBe('New gallery');
    expect(say('events')('actions.save.submit', { context: 'new' })).toBe('Save draft');
    expect(say('events')('actions.save.submit')).toBe('Save');
    expect(say('events')('actions.publish.submit')).toBe('Publish');
    expect(say('live')('actions.publish.submit')).toBe('Make active');
    expect(say('live')('actions.unpublish.success')).toBe('Turned off.');
    expect(say('events')('actions.delete.confirmText')).toMatch(/for \d+ days/);
    expect(say('events')('consoleRecords:saveState.new')).toBe('Not saved yet — press Save draft');
    // Keys the catalogue's namespace holds as the shell reads them are left to it.
    expect(say('events')('editor.waitForUpload')).toBeUndefined();
  });
});
