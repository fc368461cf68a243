import * as z from 'zod/mini';
import { PASSWORD_MAX } from '@mahasi/contract/constants/auth';
import { code, newPassword, optionalEmail, optionalPhone, passwordsMatch, required } from '../../lib/validation';

export const loginSchema = z.object({
  userName: required(),
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(PASSWORD_MAX, 'maxLength')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    userFullName: required(120),
    email: optionalEmail(),
    phoneNo: optionalPhone(),
    password: newPassword(),
  })
  .check(z.refine((value) => Boolean(value.email || value.phoneNo), { message: 'emailOrPhone', path: ['email'] }));
export type RegisterValues = z.infer<typeof registerSchema>;

export const otpSchema = z.object({ userName: required(), code: code() });
export type OtpValues = z.infer<typeof otpSchema>;

export const forgotSchema = z.object({ userName: required() });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({ newPassword: newPassword(), confirmPassword: z.string().check(z.minLength(1, 'required')) })
  .check(passwordsMatch());
export type ResetValues = z.infer<typeof resetSchema>;
