import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { fieldMessage, prefixField } from './forms';
import fieldsEn from '../locales/en/fields.json';
import validationEn from '../locales/en/validation.json';
import fieldsMm from '../locales/mm/fields.json';
import validationMm from '../locales/mm/validation.json';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { fields: fieldsEn, validation: validationEn }, mm: { fields: fieldsMm, validation: validationMm } },
});

describe('form messages', () => {
  it('prefixes the message with the field label and lowers its first letter', () => {
    expect(prefixField('Username', 'Is required')).toBe('Username is required');
  });

  it('names userName "Username" and password "Password"', () => {
    expect(fieldMessage(i18n.t, 'userName', 'required')).toBe('Username is required');
    expect(fieldMessage(i18n.t, 'password', 'required')).toBe('Password is required');
    expect(fieldMessage(i18n.t, 'userFullName', 'required')).toBe('Full Name is required');
  });

  it('fills in bounds', () => {
    expect(fieldMessage(i18n.t, 'newPassword', 'minLength', { min: 8 })).toBe('New Password must be at least 8 characters');
  });

  it('keeps the password mismatch message whole', () => {
    expect(fieldMessage(i18n.t, 'confirmPassword', 'passwordMismatch')).toBe('New password and confirm password do not match!');
  });

  it('writes Myanmar messages with the Myanmar label', () => {
    expect(fieldMessage(i18n.getFixedT('mm'), 'password', 'required')).toBe('စကားဝှက် ဖြည့်ရန် လိုအပ်ပါသည်');
  });
});
