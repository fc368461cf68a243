import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/consoleUploads.json';
import mm from '../locales/mm/consoleUploads.json';
import { UploadStatus, formatBytes, formatDuration } from './ResumableUploadField';
import type { UploadState } from './useResumableUpload';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { consoleUploads: en }, mm: { consoleUploads: mm } },
  interpolation: { escapeValue: false },
});

const noop = () => undefined;
const actions = { pause: noop, resume: noop, retry: noop, cancel: noop, dismiss: noop };
async function render(state: UploadState, lang: 'en' | 'mm' = 'en', kind: 'audio' | 'pdf' = 'audio') {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <UploadStatus kind={kind} state={state} actions={actions} />
    </I18nextProvider>,
  );
}

describe('the upload status', () => {
  it('shows the bar with its percentage and bytes, and pause and cancel', async () => {
    const html = await render({ phase: 'sending', name: 'talk.mp3', sent: 45 * 1024 * 1024, total: 180 * 1024 * 1024 });
    expect(html).toContain('Uploading talk.mp3');
    expect(html).toContain('45 MB of 180 MB · 25%');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('>Pause<');
    expect(html).toContain('>Cancel<');
  });

  it('offers resume when paused, and says so in Myanmar', async () => {
    const html = await render({ phase: 'paused', name: 'talk.mp3', sent: 1024, total: 4096 }, 'mm');
    expect(html).toContain('ခေတ္တရပ်ထားသည်');
    expect(html).toContain('4 KB အနက် 1 KB · 25%');
    expect(html).toContain('>ဆက်တင်ရန်<');
  });

  it('says what went wrong in the reader’s language, with a retry only where it can help', async () => {
    const lost = await render({ phase: 'failed', name: 'talk.mp3', problem: 'network', sent: 1, total: 2 });
    expect(lost).toContain('the connection was lost');
    expect(lost).toContain('>Try again<');
    const refused = await render({ phase: 'failed', name: 'notes.mp3', problem: 'type', sent: 2, total: 2 }, 'mm');
    expect(refused).toContain('“notes.mp3” သည် ဝဘ်ဆိုက်တွင် ဖွင့်၍ရသော အသံဖိုင် မဟုတ်ပါ');
    expect(refused).not.toContain('ထပ်ကြိုးစားရန်');
    const big = await render({ phase: 'failed', name: 'book.pdf', problem: 'size', sent: 0, total: 2 }, 'en', 'pdf');
    expect(big).toContain('is larger than 100 MB');
    const locked = await render({ phase: 'failed', name: 'book.pdf', problem: 'encrypted', sent: 2, total: 2 }, 'en', 'pdf');
    expect(locked).toContain('protected by a password');
  });

  it('shows nothing when no file is on its way', async () => {
    expect(await render({ phase: 'idle' })).toBe('');
  });
});

describe('sizes and durations', () => {
  it('reads as people read them', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(180 * 1024 * 1024), formatBytes(1024 ** 3)]).toEqual([
      '512 B',
      '1.5 KB',
      '180 MB',
      '1 GB',
    ]);
    expect([formatDuration(59), formatDuration(2527), formatDuration(3723)]).toEqual(['0:59', '42:07', '1:02:03']);
  });
});
