import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, ownedBy } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userFullName: text('user_full_name').notNull(),
    email: text('email'),
    phoneNo: text('phone_no'),
    /** The e-mail or phone the account registered with; login name, never changes. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** FileStore key of the avatar. */
    imageKey: text('image_key'),
    userType: smallint('user_type').notNull().default(2),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by an admin in the staff console: no sign-in, no session, until enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_no_key').on(t.phoneNo),
    // New members per week on the console's dashboard.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial('id').primaryKey(),
    /** Null for a name no account can use (unknown, or disabled): the same row, never sent, never matched. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The normalised name asked for, on rows without an account. */
    identity: text('identity'),
    purpose: text('purpose', { enum: ['register', 'reset', 'contact'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the right code was entered. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** For purpose 'reset': hash of the single-use token that allows setting a new password. */
    resetTokenHash: text('reset_token_hash'),
    /** Set when the code (or its reset token) has been used up or replaced. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** For purpose 'register': SHA-256 of the attempt's token, which only the registrant holds. */
    attemptHash: text('attempt_hash'),
    /** For purpose 'register': the attempt's credentials, given to the account when this code confirms it. */
    passwordHash: text('password_hash'),
    userFullName: text('user_full_name'),
    /**
     * For purpose 'contact': the new e-mail or phone the code was sent to. For purpose 'register':
     * the phone given besides the e-mail, confirmed by a code of its own once the account is.
     */
    contact: text('contact'),
    createdAt: createdAt(),
  },
  (t) => [
    index('confirmation_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    index('confirmation_codes_identity_idx').on(t.identity, t.purpose, t.createdAt),
  ],
);

/** Fixed-window counters shared by every server process (rate limits on log-in and codes). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const now = sql`now()`;

/** Small facts about this database (e.g. when the demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
