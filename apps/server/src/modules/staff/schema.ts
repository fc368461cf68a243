import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRoles } from '@mahasi/contract/staff';
import { ownedBy } from '../../db/columns.js';

/**
 * Staff accounts, kept apart from members (docs/decisions/0017-staff-accounts-and-sign-in.md):
 * their own table, sessions, one-time links and recovery codes, so that no member call can ever
 * read or make one.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; the sign-in name. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** Null until the account's setup link has been used. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, encrypted with a key derived from APP_SECRET (AES-256-GCM); null when two-factor is off. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: the same code never signs in twice. */
    totpLastStep: integer('totp_last_step'),
    /** Set by the demo seed on the embedded database only: sign in without a second step. */
    twoFactorExempt: boolean('two_factor_exempt').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: ownedBy('staff_id', () => staff.id),
    /** SHA-256 of the bearer token. */
    tokenHash: text('token_hash').notNull(),
    /** At most 12 hours after sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Moved forward at most once a minute; the session ends 2 hours after it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash), index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/**
 * Single-use tokens: 'setup' links (first admin, invitations, a new password set by an admin) and
 * 'challenge' tokens between the password step and the second step of a sign-in.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: ownedBy('staff_id', () => staff.id),
    purpose: text('purpose', { enum: ['setup', 'challenge'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes entered against a challenge. */
    attempts: integer('attempts').notNull().default(0),
    /** The secret being enrolled during a sign-in, encrypted like staff.totp_secret. */
    pendingSecret: text('pending_secret'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_tokens_token_hash_key').on(t.tokenHash), index('staff_tokens_staff_purpose_idx').on(t.staffId, t.purpose)],
);

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: ownedBy('staff_id', () => staff.id),
    /** HMAC of the code under APP_SECRET; the code is shown once and never stored. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId)],
);

/** Every staff write: who, what, when, which record and what changed. Never updated or deleted by the app. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line. Kept when the staff account is removed (no foreign key). */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_at_idx').on(t.staffId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
  ],
);
