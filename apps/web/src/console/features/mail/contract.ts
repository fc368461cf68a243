import type * as mail from '@mahasi/contract/staff-mail';

/**
 * The mail contract restated for the console (see members/contract.ts); contract.test.ts compares
 * the values at run time.
 */
export type { MailKind, MailState, WaitingMail } from '@mahasi/contract/staff-mail';

export const mailKinds: typeof mail.mailKinds = ['care.reply', 'staff.invite'];

export const mailPaths: typeof mail.mailPaths = {
  waiting: '/mail/waiting',
  retry: (id: number) => `/mail/${id}/retry`,
};
