import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/consoleRecords.json';
import mm from '../locales/mm/consoleRecords.json';
import consoleEn from '../locales/en/console.json';
import { refusalReason } from './BulkBar';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: {
    en: { consoleRecords: en, console: consoleEn, errors: { codes: { '0403': 'No permission.' } } },
    mm: { consoleRecords: mm },
  },
  interpolation: { escapeValue: false },
});
const labels: Record<string, string> = { titleEn: 'Title (English)', photos: 'Photos' };

describe('why a record of a bulk action was not changed', () => {
  it('names the fields a record lacks to be published, in the form’s words', () => {
    const refusal = {
      id: 3,
      respCode: '0422',
      respMsg: 'Validation failed.',
      errors: [
        { field: 'titleEn', message: 'x' },
        { field: 'photos', message: 'y' },
      ],
    };
    expect(refusalReason(refusal, i18n.t, (field) => labels[field] ?? '')).toBe('not ready to publish: Title (English), Photos missing.');
  });

  it('says a state or permission refusal in the reader’s language, and anything else as the server wrote it', () => {
    const t = i18n.t;
    expect(refusalReason({ id: 1, respCode: '0111', respMsg: 'x' }, t, () => '')).toBe(
      'This cannot be done in the record’s current state.',
    );
    expect(refusalReason({ id: 1, respCode: '0403', respMsg: 'x' }, t, () => '')).toBe('No permission.');
    expect(refusalReason({ id: 1, respCode: '0999', respMsg: 'Something else.' }, t, () => '')).toBe('Something else.');
  });
});
