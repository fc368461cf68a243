import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import {
  StaffRespCode,
  staffListFilter,
  type InviteStaffPayload,
  type StaffAccount,
  type StaffListFilter,
  type StaffRole,
} from '@mahasi/contract/staff';
import { likePattern } from '../../lib/text.js';
import { BusinessError } from '../../lib/errors.js';
import { recordAudit } from './audit.js';
import { staff, staffRecoveryCodes } from './schema.js';
import type { Actor } from '../../lib/staffCaller.js';
import { toAccount, staffAccounts, type StaffAccounts, type StaffDeps } from './accounts.js';

const sortColumns = {
  full_name: staff.fullName,
  email: staff.email,
  role: staff.role,
  created_at: staff.createdAt,
  last_sign_in_at: staff.lastSignInAt,
};

/** Staff administration (admins): invitations, the list, roles, disabling and enabling, a reset second factor. */
export function staffAdministration(deps: StaffDeps, accounts: StaffAccounts = staffAccounts(deps)) {
  const { db, mail, now } = deps;
  const { byId, setupUrl, issueSetupLink, keepSetupMail, assertNotLastAdmin, endSessions } = accounts;

  return {
    /**
     * A new account with a setup link (24 hours, once). Used by the command line (the first admin)
     * and by an admin's invitation. The e-mail is unique among staff.
     */
    async create(actor: Actor, input: InviteStaffPayload & { email: string }, options: { mail: boolean }) {
      const { row, token, expiresAt, mailId } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({
            email: input.email.trim().toLowerCase(),
            fullName: input.fullName.trim(),
            role: input.role,
            createdAt: now(),
            updatedAt: now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new BusinessError(StaffRespCode.STAFF_EXISTS);
        const link = await issueSetupLink(tx, row.id);
        await recordAudit(tx, actor, {
          action: 'staff.invite',
          entityType: 'staff',
          entityId: row.id,
          changes: { email: row.email, fullName: row.fullName, role: row.role },
        });
        const mailId = options.mail ? await keepSetupMail(tx, row, link.token, actor.name) : undefined;
        return { row, ...link, mailId };
      });
      const sent = mailId === undefined ? null : await mail.sendNow(mailId);
      return { staff: toAccount(row), setupUrl: setupUrl(token), expiresAt: expiresAt.toISOString(), mail: sent };
    },

    async resendInvite(actor: Actor, id: number) {
      const row = await byId(id);
      if (row.disabledAt) throw new BusinessError(StaffRespCode.ACCOUNT_DISABLED);
      const { token, expiresAt, mailId } = await db.transaction(async (tx) => {
        const link = await issueSetupLink(tx, id);
        await recordAudit(tx, actor, { action: 'staff.setupLink', entityType: 'staff', entityId: id });
        return { ...link, mailId: await keepSetupMail(tx, row, link.token, actor.name) };
      });
      const sent = await mail.sendNow(mailId);
      return { staff: toAccount(row), setupUrl: setupUrl(token), expiresAt: expiresAt.toISOString(), mail: sent };
    },

    async list(input: StaffListFilter): Promise<Paged<StaffAccount>> {
      const query = staffListFilter.parse(input);
      const { text, role, status } = query.searchObj;
      const where = and(
        text ? or(ilike(staff.fullName, likePattern(text)), ilike(staff.email, likePattern(text))) : undefined,
        role ? eq(staff.role, role) : undefined,
        status === 'disabled' ? isNotNull(staff.disabledAt) : undefined,
        status === 'active' ? and(isNull(staff.disabledAt), isNotNull(staff.passwordHash)) : undefined,
        status === 'invited' ? and(isNull(staff.disabledAt), isNull(staff.passwordHash)) : undefined,
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staff)
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]), asc(staff.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(staff).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: rows.map(toAccount),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
      };
    },

    /** A new role; every session of the person ends with the old one. */
    async changeRole(actor: Actor, id: number, role: StaffRole): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from staff where role = 'admin' for update`);
        const row = await byId(id, tx);
        if (row.role === role) return toAccount(row);
        if (role !== 'admin') await assertNotLastAdmin(tx, row);
        // The demo seed's exemption from two-factor is for the account as seeded, not for a new role.
        const [updated] = await tx
          .update(staff)
          .set({ role, twoFactorExempt: false, updatedAt: now() })
          .where(eq(staff.id, id))
          .returning();
        // A session was opened for what the old role needed (an editor's without a second step):
        // the person signs in again as the new role, an admin through two-factor.
        await endSessions(tx, id);
        await recordAudit(tx, actor, { action: 'staff.role', entityType: 'staff', entityId: id, changes: { role: [row.role, role] } });
        return toAccount(updated!);
      });
    },

    /** A disabled account's sessions end at once; it cannot sign in until enabled. */
    async disable(actor: Actor, id: number): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from staff where role = 'admin' for update`);
        const row = await byId(id, tx);
        if (row.disabledAt) return toAccount(row);
        await assertNotLastAdmin(tx, row);
        const [updated] = await tx.update(staff).set({ disabledAt: now(), updatedAt: now() }).where(eq(staff.id, id)).returning();
        await endSessions(tx, id);
        await recordAudit(tx, actor, { action: 'staff.disable', entityType: 'staff', entityId: id });
        return toAccount(updated!);
      });
    },

    async enable(actor: Actor, id: number): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        const row = await byId(id, tx);
        if (!row.disabledAt) return toAccount(row);
        const [updated] = await tx.update(staff).set({ disabledAt: null, updatedAt: now() }).where(eq(staff.id, id)).returning();
        await recordAudit(tx, actor, { action: 'staff.enable', entityType: 'staff', entityId: id });
        return toAccount(updated!);
      });
    },

    /** For a lost phone: two-factor off, recovery codes gone, sessions ended; an admin enrols again at next sign-in. */
    async resetTwoFactor(actor: Actor, id: number): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        await byId(id, tx);
        const [updated] = await tx
          .update(staff)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now() })
          .where(eq(staff.id, id))
          .returning();
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
        await endSessions(tx, id);
        await recordAudit(tx, actor, { action: 'staff.twoFactorReset', entityType: 'staff', entityId: id });
        return toAccount(updated!);
      });
    },
  };
}
