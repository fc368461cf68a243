import { z } from 'zod';
import { envelope } from './envelope.js';
import { typeMessage } from './request.js';
import { PASSWORD_MIN, PASSWORD_MAX, CODE_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from './constants/auth.js';
export * from './constants/auth.js';

/** Message texts are written to follow a field label: 'Password' + ' is required'. */
const required = 'Is required';

const text = typeMessage('Must be text');
const trimmed = (max: number) => z.string(text).trim().min(1, required).max(max, `Must be at most ${max} characters`);

export const password = z
  .string(text)
  .min(1, required)
  .min(PASSWORD_MIN, `Must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`);

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Must be a valid email address');
/** Spaces, dashes and brackets people type are dropped before the pattern is checked. */
export const phoneNo = z
  .string()
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, 'Must be a valid phone number'));

/** A username is the e-mail or the phone number an account was registered with. */
export const userName = trimmed(254);

export const loginPayload = z.object({
  userName,
  password: z.string(text).min(1, required).max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`),
  userType: z.literal('2', { error: "Must be '2'" }),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const tokenData = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export const loginReply = envelope(tokenData);
export type TokenData = z.infer<typeof tokenData>;

const optionalBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const registerPayload = z
  .object({
    userFullName: trimmed(120),
    email: optionalBlank(email),
    phoneNo: optionalBlank(phoneNo),
    password,
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phoneNo) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Or phone is required' });
    }
  });
export type RegisterPayload = z.infer<typeof registerPayload>;

/**
 * Where a confirmation code went, said only from what the caller typed: `userName` is the name as
 * typed (normalised), `channel` and the masked `sentTo` ('da***@example.org') follow from it. The
 * code calls answer the same whether or not an account has that name, and never name another address.
 */
export const codeSentData = z.object({
  userName: z.string(),
  channel: z.enum(['email', 'phone']),
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /**
   * Registration codes: the attempt this code belongs to. Only the one who holds it can confirm
   * with the code, so a code mailed for someone else's attempt confirms nothing.
   */
  attempt: z.string().optional(),
});
export type CodeSentData = z.infer<typeof codeSentData>;
export const codeSentReply = envelope(codeSentData);

export const codePurpose = z.enum(['register', 'reset']);
export type CodePurpose = z.infer<typeof codePurpose>;

/** A registration attempt's token (codeSentData.attempt). */
export const attempt = z.string(text).min(1, required).max(200, 'Must be at most 200 characters');

/**
 * A new code. For a registration, `attempt` resends the code of that attempt; `password` (the one
 * registered with) starts a new attempt when the first one's token is lost (signing in answered 0002).
 */
export const confirmationCodePayload = z.object({
  userName,
  attempt: attempt.optional(),
  password: z.string(text).max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`).optional(),
});
export type ConfirmationCodePayload = z.infer<typeof confirmationCodePayload>;

export const resetCodePayload = z.object({ userName });
export type ResetCodePayload = z.infer<typeof resetCodePayload>;

export const checkCodePayload = z.object({
  userName,
  code: z
    .string(text)
    .trim()
    .min(1, required)
    .regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), `Must be ${CODE_LENGTH} digits`),
  purpose: codePurpose.default('register'),
  /** Required for purpose 'register': the attempt the code was sent for. */
  attempt: attempt.optional(),
});
export type CheckCodePayload = z.infer<typeof checkCodePayload>;

/** For purpose 'register' the account is confirmed; for 'reset' a single-use resetToken is returned. */
export const checkCodeData = z.object({
  confirmed: z.boolean(),
  resetToken: z.string().nullable(),
});
export const checkCodeReply = envelope(checkCodeData);

export const resetPasswordPayload = z.object({
  userName,
  resetToken: z.string(text).min(1, required).max(200, 'Must be at most 200 characters'),
  newPassword: password,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;
