import { z } from 'zod';
import { email, password, phoneNo } from './auth.js';
import { envelope } from './envelope.js';
import { typeMessage } from './request.js';
import { AVATAR_MAX_BYTES } from './constants/user.js';
export * from './constants/user.js';

const required = 'Is required';

export const userInfo = z.object({
  id: z.number().int(),
  userFullName: z.string(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  imageUrl: z.string().nullable(),
  username: z.string(),
  /**
   * An e-mail or phone the member entered in their profile and has not confirmed yet with the code
   * sent to it: it does not count for signing in or for password resets until then.
   */
  pendingEmail: z.string().optional(),
  pendingPhoneNo: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** AuthUser of spec section 3. */
export const authUser = z.object({ userInfo });
export type AuthUser = z.infer<typeof authUser>;
export const loginUserInfoReply = envelope(authUser);

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const profileUpdatePayload = z.object({
  id: z.number(typeMessage('Must be a number')).int('Must be a whole number'),
  userFullName: z.string(typeMessage('Must be text')).trim().min(1, required).max(120, 'Must be at most 120 characters'),
  email: z.preprocess(blankToNull, email.nullable()).optional(),
  phoneNo: z.preprocess(blankToNull, phoneNo.nullable()).optional(),
  /** base64, with or without a `data:image/...;base64,` prefix; absent or empty keeps the avatar. */
  imageData: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100, 'Must be at most 2 MB')
    .nullish(),
  imageFileName: z.string().max(200, 'Must be at most 200 characters').nullish(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayload>;

export const changePasswordPayload = z.object({
  userId: z.number(typeMessage('Must be a number')).int('Must be a whole number'),
  oldPassword: z.string(typeMessage('Must be text')).min(1, required).max(128, 'Must be at most 128 characters'),
  newPassword: password,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

/** The profile's contact fields that are confirmed by a code sent to the new address. */
export const contactField = z.enum(['email', 'phoneNo'], { error: 'Must be the email or the phone field' });
export type ContactField = z.infer<typeof contactField>;

export const contactCodePayload = z.object({ field: contactField });
export type ContactCodePayload = z.infer<typeof contactCodePayload>;

export const confirmContactPayload = z.object({
  field: contactField,
  code: z
    .string(typeMessage('Must be text'))
    .trim()
    .min(1, required)
    .regex(/^[0-9]{6}$/, 'Must be 6 digits'),
});
export type ConfirmContactPayload = z.infer<typeof confirmContactPayload>;

/** Where the new address's code went (masked), and when another may be asked for. */
export const contactCodeSent = z.object({
  field: contactField,
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type ContactCodeSent = z.infer<typeof contactCodeSent>;
export const contactCodeSentReply = envelope(contactCodeSent);
