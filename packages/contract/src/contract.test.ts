import { describe, expect, it } from 'vitest';
import { loginPayload, registerPayload } from './auth.js';
import { formatFieldMessage } from './fields.js';
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
