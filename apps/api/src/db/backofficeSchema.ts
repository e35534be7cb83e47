import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The back office's accounts (migration 0004_backoffice): not customers, their own table and sessions. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    loginName: text('login_name').notNull().unique(),
    displayName: text('display_name').notNull(),
    role: text('role').$type<'admin' | 'editor' | 'reviewer'>().notNull(),
    /** argon2id, in its PHC string form. */
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP secret in base32 once enabled. */
    totpSecret: text('totp_secret'),
    /** A secret `session.totpSetup` made, until `session.totpEnable` proves the app has it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so that a code is used once. */
    totpLastStep: integer('totp_last_step'),
    disabled: boolean('disabled').notNull().default(false),
    /** Failed logins since the last success or lock. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'editor', 'reviewer')`)],
);

/** One staff session per row; the cookie holds the id, the table only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
    lastSeenAt: at('last_seen_at'),
    /** The absolute end (12 h after login); the idle end is `last_seen_at` + 30 min. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** 登录日志: every login and failed login (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const staffLoginLog = pgTable(
  'staff_login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at'),
    loginName: text('login_name').notNull(),
    staffId: integer('staff_id'),
    address: text('address').notNull(),
    result: text('result').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    index('staff_login_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('staff_login_log_login_name_idx').on(t.loginName, t.at.desc()),
    index('staff_login_log_address_idx').on(t.address, t.at.desc()),
  ],
);

/** 操作日志: every change made in the back office (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at'),
    /** Null for the system (the scheduler's 定时发布). */
    staffId: integer('staff_id'),
    loginName: text('login_name').notNull(),
    role: text('role'),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    recordId: text('record_id'),
    address: text('address').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operation_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('operation_log_staff_idx').on(t.staffId, t.at.desc()),
    index('operation_log_login_name_idx').on(t.loginName, t.at.desc()),
    index('operation_log_record_idx').on(t.kind, t.recordId, t.at.desc()),
  ],
);
