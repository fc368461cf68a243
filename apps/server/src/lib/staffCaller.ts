import type { StaffRole } from '@mahasi/contract/staff';

/**
 * Who is calling the staff console, as its guard (`http/staffAuth.ts`) finds them from their
 * session, and who wrote a change, as the audit log names them. Here, not in the staff module, so
 * that the HTTP layer and every module's service read the caller without depending on a feature.
 */
export interface StaffCaller {
  staffId: number;
  sessionId: number;
  role: StaffRole;
  fullName: string;
  email: string;
  /**
   * The role must sign in with two-factor and the account has not set it up (a session from
   * before a promotion, or one of an admin whose two-factor was reset while signed in): the staff
   * guard lets it reach only the account's own routes, where it is set up.
   */
  twoFactorPending: boolean;
}

/** Who wrote: a signed-in staff member, or the command line. */
export interface Actor {
  staffId: number | null;
  name: string;
}

export const COMMAND_LINE: Actor = { staffId: null, name: 'command line' };

export const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });

/** Whether the caller holds one of these roles. */
export const hasRoleIn =
  (roles: readonly StaffRole[]) =>
  (caller: StaffCaller): boolean =>
    roles.includes(caller.role);
