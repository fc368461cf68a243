import * as z from 'zod/mini';
import { CODE_LENGTH, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '@mahasi/contract/constants/auth';

/**
 * Client-side rules of the forms, on zod's small build. Messages are rule keys of the
 * `validation` namespace; `schemaResolver` (lib/forms) turns them into 'Username is required'.
 */
export const required = (max = 254) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'maxLength'));

export const newPassword = () =>
  z.string().check(z.minLength(1, 'required'), z.minLength(PASSWORD_MIN, 'minLength'), z.maxLength(PASSWORD_MAX, 'maxLength'));

export const optionalEmail = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), 'email'),
  );

export const optionalPhone = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value.replace(/[\s\-().]/g, '')), 'phone'),
  );

export const code = () => z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), 'digits'));

/** New password and its confirmation must match (spec section 5). */
export const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>() =>
  z.refine<T>((value) => !value.confirmPassword || value.newPassword === value.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
