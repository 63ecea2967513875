// The database tables (Drizzle, PostgreSQL). One schema for PGlite and for a real PostgreSQL; the
// SQL migrations beside it are generated from this file by `npm run db:generate`.
import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ['shopper', 'merchant', 'operator'] }).notNull().default('shopper'),
    passwordHash: text('password_hash').notNull(),
    paymentCodeHash: text('payment_code_hash'),
    lang: text('lang'),
    // Cached sum of the user's ledger_entries, updated under a row lock in the same transaction
    // as the entry (DESIGN.md section 5).
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0.00'),
    createdAt: createdAt(),
  },
  (t) => [
    // "Demo" and "demo" are one account; the same for emails.
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('shopper', 'merchant', 'operator')`),
    check('users_balance_check', sql`${t.balance} >= 0`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // sha256 hex of the token: a copy of the table does not let anyone log in.
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the browser said it was at login ("Chrome on Android"), for the devices list. */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
)

/**
 * One row per counted event (a failed login, a reset request). Limits are counted here rather
 * than in memory so that they hold across several server processes.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    /** What is limited, e.g. `login:account`, `login:address`, `reset:email`. */
    scope: text('scope').notNull(),
    /** Who is limited: a lower-cased account or email, or a client address. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.scope, t.subject, t.createdAt)],
)

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  // A merchant runs one shop: getUserInfo answers a single shop_id.
  (t) => [uniqueIndex('shops_owner_user_id_key').on(t.ownerUserId)],
)

/**
 * The wallet (DESIGN.md section 5): every change of a balance is a row, and users.balance is the
 * sum of a user's rows. Amounts are signed: credits positive, debits negative.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** opening, recharge, payment, refund, withdrawal_hold, withdrawal_release, fee, income, ... */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    /** What caused the entry, e.g. `order` 12, `recharge` 3, `seed`. */
    refType: text('ref_type'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_user_id_idx').on(t.userId, t.id)],
)

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  languageName: text('language_name').notNull(),
  chineseName: text('chinese_name').notNull(),
  fileName: text('file_name').notNull().unique(),
  /** Order in the language list. */
  position: smallint('position').notNull().default(0),
})
