import * as z from 'zod/mini';
import { PASSWORD_MAX } from '@mahasi/contract/constants/auth';
import { passwordsMatch, required } from '../../../lib/validation';
import { email, staffPassword } from '../../lib/validation';

export const loginSchema = z.object({
  email: email(),
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(PASSWORD_MAX, 'maxLength')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const setupSchema = z
  .object({
    fullName: required(120),
    newPassword: staffPassword(),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(passwordsMatch());
export type SetupValues = z.infer<typeof setupSchema>;
