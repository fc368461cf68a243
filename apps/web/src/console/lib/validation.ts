import * as z from 'zod/mini';
import { EMAIL_PATTERN, PASSWORD_MAX } from '@mahasi/contract/constants/auth';
import { STAFF_PASSWORD_MIN } from '@mahasi/contract/constants/staff';

/**
 * The console's own form rules beside lib/validation.ts (zod's small build; messages are rule keys
 * of the `validation` namespace, said by schemaResolver as 'Email must be a valid email address').
 */
export const email = () =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'maxLength'), z.regex(EMAIL_PATTERN, 'email'));

/** A 6-digit code from the authenticator app. */
export const totpCode = () => z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'digits'));

/** A recovery code as shown (`abcde-12345`), forgiving spaces and a missing dash. */
export const recoveryCode = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(value.replace(/\s+/g, '')), 'recoveryCode'),
  );

/**
 * A new staff password: as long as the contract asks (12). Whether it is a common one only the
 * server knows (its list is not sent to the browser); its answer comes back as rule commonPassword.
 */
export const staffPassword = () =>
  z.string().check(z.minLength(1, 'required'), z.minLength(STAFF_PASSWORD_MIN, 'minLength'), z.maxLength(PASSWORD_MAX, 'maxLength'));
