import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { HttpError } from '../../lib/api/errors';
import { deskFieldErrors } from './fieldErrors';

const texts: Record<string, string> = {
  'consoleNews:fields.titleEn': 'ခေါင်းစဉ် (အင်္ဂလိပ်)',
  'consoleNews:fields.coverAltEn': 'မျက်နှာဖုံးပုံ ဖော်ပြချက် (အင်္ဂလိပ်)',
  'consoleNews:fields.tagList': 'တဂ်များ',
  'validation:maxLength': 'စာလုံး {{max}} လုံးထက် မပိုရပါ',
  'consoleNews:rules.requiredInOne': 'Is required in English or Myanmar (mm)',
  'consoleNews:rules.coverAlt': 'Is required for the cover (mm)',
  'consoleNews:fields.bodyMm': 'စာကိုယ် (မြန်မာ)',
  'consoleNews:rules.foreignImage': 'Shows a picture from another site (mm)',
};
const t = ((key: string, options?: Record<string, unknown>) => {
  const text = texts[key] ?? (options && 'defaultValue' in options ? String(options.defaultValue) : key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
}) as unknown as TFunction;

const invalid = (errors: { field: string; message: string; rule?: 'maxLength'; params?: Record<string, number> }[]) =>
  new HttpError(422, { respCode: '0422', respMsg: 'Validation failed.', errors });

describe('a 422 on the news desk', () => {
  it('says a named rule with the desk’s label in the reader’s language', () => {
    const error = invalid([
      { field: 'titleEn', message: 'Title (English) must be at most 300 characters', rule: 'maxLength', params: { max: 300 } },
    ]);
    expect(deskFieldErrors(error, t, ['titleEn'])).toEqual({ titleEn: 'ခေါင်းစဉ် (အင်္ဂလိပ်) စာလုံး 300 လုံးထက် မပိုရပါ' });
  });

  it('says the desk’s own publishing rules too', () => {
    const error = invalid([
      { field: 'titleEn', message: 'Title (English) is required in English or Myanmar' },
      { field: 'coverAltEn', message: 'Cover description (English) is required for the cover image' },
    ]);
    expect(deskFieldErrors(error, t, ['titleEn', 'coverAltEn'])).toEqual({
      titleEn: 'ခေါင်းစဉ် (အင်္ဂလိပ်) is required in English or Myanmar (mm)',
      coverAltEn: 'မျက်နှာဖုံးပုံ ဖော်ပြချက် (အင်္ဂလိပ်) is required for the cover (mm)',
    });
  });

  it('says that a picture from another site must be uploaded instead', () => {
    const error = invalid([
      { field: 'bodyMm', message: 'Text (Myanmar) shows a picture from another site (photos.example.net): upload the picture instead' },
    ]);
    expect(deskFieldErrors(error, t, ['bodyMm'])).toEqual({ bodyMm: 'စာကိုယ် (မြန်မာ) shows a picture from another site (mm)' });
  });

  it('puts an item’s error on its list, and a field the form does not show under the form', () => {
    const error = invalid([
      { field: 'tagList.3', message: 'Tags must be at most 60 characters', rule: 'maxLength', params: { max: 60 } },
      { field: 'version', message: 'Version is required' },
    ]);
    expect(deskFieldErrors(error, t, ['tagList'])).toEqual({ tagList: 'တဂ်များ စာလုံး 60 လုံးထက် မပိုရပါ', form: 'Version is required' });
  });

  it('is nothing for another failure', () => {
    expect(deskFieldErrors(new HttpError(500), t, [])).toBeNull();
    expect(deskFieldErrors(new Error('x'), t, [])).toBeNull();
  });
});
