import * as z from 'zod/mini';
import { code, newPassword, optionalEmail, optionalPhone, passwordsMatch, required } from '../../lib/validation';

export const personalSchema = z.object({
  userFullName: required(120),
  email: optionalEmail(),
  phoneNo: optionalPhone(),
});
export type PersonalValues = z.infer<typeof personalSchema>;

export const contactCodeSchema = z.object({ code: code() });
export type ContactCodeValues = z.infer<typeof contactCodeSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'required')),
    newPassword: newPassword(),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(passwordsMatch());
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
