import * as z from 'zod/mini';
import { optionalEmail, optionalPhone, required } from '../../lib/validation';

/** Same bounds as the contract's contactPayload; at least an e-mail address or a phone number. */
export const contactSchema = z
  .object({
    name: required(120),
    email: optionalEmail(),
    phoneNo: optionalPhone(),
    subject: required(200),
    message: required(5000),
  })
  .check(
    z.refine((value) => Boolean(value.email.trim() || value.phoneNo.trim()), {
      message: 'emailOrPhone',
      path: ['email'],
      when: () => true,
    }),
  );
export type ContactValues = z.infer<typeof contactSchema>;
export const contactFields = ['name', 'email', 'phoneNo', 'subject', 'message'] as const;
