import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/api/errors';
import { schemaResolver } from '../../../lib/forms';
import { applyServerErrors } from '../../../lib/serverErrors';
import publicEn from '../../../locales/en/index';
import publicMm from '../../../locales/mm/index';
import consoleEn from '../../locales/en/index';
import consoleMm from '../../locales/mm/index';
import { setupSchema } from './schemas';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: {
    // The console adds its fields and rules to the public namespaces of the same name (console/lib/i18n.ts).
    en: {
      ...publicEn,
      ...consoleEn,
      fields: { ...publicEn.fields, ...consoleEn.fields },
      validation: { ...publicEn.validation, ...consoleEn.validation },
    },
    mm: {
      ...publicMm,
      ...consoleMm,
      fields: { ...publicMm.fields, ...consoleMm.fields },
      validation: { ...publicMm.validation, ...consoleMm.validation },
    },
  },
});

async function setupErrors(newPassword: string) {
  const resolve = schemaResolver(setupSchema, i18n.t);
  const result = await resolve({ fullName: 'Ma Hnin', newPassword, confirmPassword: newPassword }, undefined, {} as never);
  return result.errors as Record<string, { message: string } | undefined>;
}

describe('a staff password in the console', () => {
  it('needs 12 characters, for every role, before it goes to the server', async () => {
    expect((await setupErrors('Anicca2026!')).newPassword?.message).toBe('New Password must be at least 12 characters');
    expect((await setupErrors('Satipatthana2026!')).newPassword).toBeUndefined();
  });

  it("says the server's 'too common' in the reader's language", async () => {
    const reply = new HttpError(422, {
      respCode: '0422',
      respMsg: 'Validation failed.',
      errors: [{ field: 'newPassword', message: 'New Password is too common: choose one that is harder to guess', rule: 'commonPassword' }],
    });
    for (const [lng, text] of [
      ['en', 'New Password is too common: choose one that is harder to guess'],
      ['mm', `${publicMm.fields.newPassword} ${consoleMm.validation.commonPassword}`],
    ] as const) {
      await i18n.changeLanguage(lng);
      const set: Record<string, string> = {};
      expect(applyServerErrors(reply, (field, error) => (set[field] = error.message!), ['newPassword'], i18n.t)).toBe(true);
      expect(set.newPassword).toBe(text);
    }
    await i18n.changeLanguage('en');
  });

  it('tells the rule beside the field in both languages', () => {
    expect(consoleEn.consoleAuth.setup.passwordHint).toMatch(/12 characters/);
    expect(consoleMm.consoleAuth.setup.passwordHint).toMatch(/ 12 /);
    expect(consoleEn.consoleAccount.password.hint).toBe(consoleEn.consoleAuth.setup.passwordHint);
    expect(consoleMm.consoleAccount.password.hint).toBe(consoleMm.consoleAuth.setup.passwordHint);
  });
});
