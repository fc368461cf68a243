import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { validationRules } from '@mahasi/contract/fields';
import { HttpError } from './api/errors';
import { applyServerErrors } from './serverErrors';
import fieldsEn from '../locales/en/fields.json';
import validationEn from '../locales/en/validation.json';
import fieldsMm from '../locales/mm/fields.json';
import validationMm from '../locales/mm/validation.json';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { fields: fieldsEn, validation: validationEn }, mm: { fields: fieldsMm, validation: validationMm } },
});

/** What setError received, by field. */
function apply(error: unknown, fields: string[], lng: 'en' | 'mm') {
  const set: Record<string, string> = {};
  const handled = applyServerErrors(error, (name, { message }) => void (set[name] = message!), fields, i18n.getFixedT(lng));
  return { handled, set };
}

const reply422 = new HttpError(422, {
  respCode: '0422',
  respMsg: 'Validation failed.',
  errors: [
    { field: 'newPassword', message: 'New Password must be at least 8 characters', rule: 'minLength', params: { min: 8 } },
    { field: 'userName', message: 'Username is already registered' },
    { field: 'searchObj.notiType', message: 'Search obj.noti type is invalid', rule: 'required' },
  ],
});

describe("a 422 reply's field errors on a form", () => {
  it("say a rule the server names in the reader's language, with the form's label", () => {
    const { handled, set } = apply(reply422, ['newPassword', 'userName'], 'mm');
    expect(handled).toBe(true);
    expect(set.newPassword).toBe('စကားဝှက် အသစ် အနည်းဆုံး စာလုံး 8 လုံး ရှိရပါမည်');
    // No rule: the server's words; a field the form does not have: on the form as a whole.
    expect(set.userName).toBe('Username is already registered');
    expect(set.root).toBe('Search obj.noti type is invalid');
  });

  it('read as the server wrote them in English', () => {
    expect(apply(reply422, ['newPassword'], 'en').set.newPassword).toBe('New Password must be at least 8 characters');
  });

  it('are left to the caller when the error is not a 422', () => {
    expect(apply(new HttpError(500, null), ['newPassword'], 'mm')).toEqual({ handled: false, set: {} });
  });

  it('have a message in both languages for every rule the server may name', () => {
    for (const rule of validationRules) {
      expect(validationEn).toHaveProperty(rule);
      expect(validationMm).toHaveProperty(rule);
    }
  });
});
