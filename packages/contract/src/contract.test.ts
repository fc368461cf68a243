import { describe, expect, it } from 'vitest';
import { checkCodePayload, loginPayload, registerPayload } from './auth.js';
import { formatFieldMessage, ruleOf } from './fields.js';
import { profileUpdatePayload } from './user.js';

describe('formatFieldMessage', () => {
  it('prefixes the label and lowers the first letter of the message', () => {
    expect(formatFieldMessage('userName', 'Is required')).toBe('Username is required');
    expect(formatFieldMessage('password', 'Must be at least 8 characters')).toBe('Password must be at least 8 characters');
  });

  it('makes a label from an unknown camelCase field', () => {
    expect(formatFieldMessage('engravedText', 'Is too long')).toBe('Engraved text is too long');
  });
});

describe('ruleOf', () => {
  it("names the rule of a schema message and its number, for the reader's language", () => {
    expect(ruleOf('Is required')).toEqual({ rule: 'required' });
    expect(ruleOf('Must be at most 100 characters')).toEqual({ rule: 'maxLength', params: { max: 100 } });
    expect(ruleOf('Must be at least 8 characters')).toEqual({ rule: 'minLength', params: { min: 8 } });
    const code = checkCodePayload.safeParse({ userName: 'a@b.org', code: '12ab' });
    expect(code.success).toBe(false);
    expect(ruleOf(code.error!.issues[0]!.message)).toEqual({ rule: 'digits' });
  });

  it('leaves a message no rule covers to be shown as written', () => {
    expect(ruleOf("Must be the cart's currency (MMK)")).toBeUndefined();
    expect(ruleOf('Is required, twice')).toBeUndefined();
  });
});

describe('payload schemas', () => {
  it('fixes userType to the customer value', () => {
    expect(loginPayload.safeParse({ userName: 'a', password: 'b', userType: '2' }).success).toBe(true);
    expect(loginPayload.safeParse({ userName: 'a', password: 'b', userType: '1' }).success).toBe(false);
  });

  it('normalises e-mail case and the punctuation people type in phone numbers', () => {
    const parsed = registerPayload.parse({
      userFullName: ' Ko Ko ',
      email: 'Ko@Example.ORG',
      phoneNo: '09 (420) 111-222',
      password: 'long enough',
    });
    expect(parsed).toMatchObject({ userFullName: 'Ko Ko', email: 'ko@example.org', phoneNo: '09420111222' });
  });

  it('treats blank email and phone on a profile as cleared', () => {
    expect(profileUpdatePayload.parse({ id: 1, userFullName: 'A', email: '', phoneNo: ' ' })).toMatchObject({ email: null, phoneNo: null });
  });
});
