import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { HttpError } from '../../../lib/api/errors';
import { catalogueFieldErrors } from './fieldErrors';

const texts: Record<string, string> = {
  'consoleCatalogue:fields.endDate': 'ပြီးမည့်ရက်',
  'consoleCatalogue:fields.photos': 'ဓာတ်ပုံများ',
  'consoleCatalogue:fields.groupType': 'အဖွဲ့ကဏ္ဍ',
  'consoleCatalogue:rules.endBeforeStart': 'သည် စမည့်ရက်မတိုင်မီ မဖြစ်ရပါ',
  'consoleCatalogue:rules.notUploaded': 'သည် တင်ထားသော ဖိုင် မဟုတ်ပါ',
  'validation:required': 'လိုအပ်သည်',
  'consoleCatalogue:fields.slug': 'စာမျက်နှာ အမည်',
  'consoleCatalogue:rules.slugNoBin': 'ကို အများပြည်သူ ဆိုက်ရှိ စာမျက်နှာက ဖတ်သည်',
};
const t = ((key: string, options?: Record<string, unknown>) => {
  const text = texts[key] ?? (options && 'defaultValue' in options ? String(options.defaultValue) : key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
}) as unknown as TFunction;

const invalid = (errors: { field: string; message: string; rule?: 'required' }[]) =>
  new HttpError(422, { respCode: '0422', respMsg: 'Validation failed.', errors });

describe('a 422 in the catalogue', () => {
  it('says the catalogue’s own rules with its label in the reader’s language', () => {
    const error = invalid([{ field: 'endDate', message: 'End date must not be before the start date' }]);
    expect(catalogueFieldErrors(error, t, ['endDate'])).toEqual({ endDate: 'ပြီးမည့်ရက် သည် စမည့်ရက်မတိုင်မီ မဖြစ်ရပါ' });
  });

  it('puts a photo’s error under the photos, and a named rule in the reader’s words', () => {
    const error = invalid([
      { field: 'photos.2.uploadId', message: 'Photo is not an uploaded image' },
      { field: 'groupType', message: 'Group is required', rule: 'required' },
    ]);
    expect(catalogueFieldErrors(error, t, ['photos', 'groupType'])).toEqual({
      photos: 'ဓာတ်ပုံများ သည် တင်ထားသော ဖိုင် မဟုတ်ပါ',
      groupType: 'အဖွဲ့ကဏ္ဍ လိုအပ်သည်',
    });
  });

  it('says why the contact page keeps its name, under the name', () => {
    const error = invalid([
      { field: 'slug', message: 'Page name is read by the public page /contact-us: this page cannot be moved to the bin' },
    ]);
    expect(catalogueFieldErrors(error, t, ['slug'])).toEqual({ slug: 'စာမျက်နှာ အမည် ကို အများပြည်သူ ဆိုက်ရှိ စာမျက်နှာက ဖတ်သည်' });
  });

  it('gathers fields the form does not show under the form, and ignores other failures', () => {
    expect(catalogueFieldErrors(invalid([{ field: 'version', message: 'Version is required' }]), t, ['titleEn'])).toEqual({
      form: 'Version is required',
    });
    expect(catalogueFieldErrors(new HttpError(500, null), t, [])).toBeNull();
  });
});
