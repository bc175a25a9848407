import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The identity service's tables. They share the migrations with the platform but nothing else:
// no platform table references them and the identity service reads no platform table, so the
// service can move to its own database by pointing it at another DATABASE_URL.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const identityUsers = pgTable(
  'identity_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Mainland mobile number, 11 digits: the login name. */
    phone: text('phone').notNull(),
    /** scrypt$N$r$p$salt$hash; null until the user sets a password (SMS-only accounts). */
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull(),
    realName: text('real_name').notNull().default(''),
    avatarKey: text('avatar_key'),
    /** 'm' | 'f' | '' */
    gender: text('gender').notNull().default(''),
    birthday: text('birthday').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    region: text('region').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** 'user' | 'operator' (reviews verifications). */
    role: text('role').notNull().default('user'),
    lang: text('lang').notNull().default('zh-CN'),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_users_phone_idx').on(t.phone)],
);

/** A ticket-granting session: one browser's login at the identity service. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the session cookie's value; the value itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    /** 'sms' | 'password' */
    loginType: text('login_type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('identity_sessions_token_idx').on(t.tokenHash), index('identity_sessions_user_idx').on(t.userId)],
);

/** A service ticket: single use, bound to one service URL, valid for seconds. */
export const identityServiceTickets = pgTable(
  'identity_service_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    sessionId: integer('session_id').notNull(),
    service: text('service').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('identity_service_tickets_hash_idx').on(t.ticketHash)],
);

/**
 * What an application holds after redeeming a service ticket (the platform's `ticket` cookie,
 * sent back as header `tgt`). It lives as long as its session: ending the session ends it.
 */
export const identityAppTokens = pgTable(
  'identity_app_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: integer('session_id').notNull(),
    service: text('service').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('identity_app_tokens_hash_idx').on(t.tokenHash),
    index('identity_app_tokens_session_idx').on(t.sessionId),
  ],
);

/** One SMS verification code. */
export const identitySmsCodes = pgTable(
  'identity_sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** 'login' | 'register' | 'reset' | 'change-phone' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('identity_sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('identity_sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The sandbox SMS provider's outbox: what would have been sent. Read by the dev page and tests. */
export const identitySmsOutbox = pgTable(
  'identity_sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt,
  },
  (t) => [index('identity_sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** Password attempts, for the per-phone and per-IP login limits. */
export const identityLoginAttempts = pgTable(
  'identity_login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull().default(''),
    succeeded: integer('succeeded').notNull().default(0),
    createdAt,
  },
  (t) => [
    index('identity_login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('identity_login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Verification requests: a business card (kind 'card') or an identity document (kind 'id').
 * Each submission is a row; the newest row of a kind is the user's current state.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** 'card' | 'id' */
    kind: text('kind').notNull(),
    /** 'verifying' | 'verified' | 'failed' */
    status: text('status').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    /** Identity documents: type 0–5 of spec §3. */
    documentType: smallint('document_type'),
    /** AES-256-GCM of the document number, never stored in clear. */
    documentNumberEnc: text('document_number_enc'),
    /** The last four characters, for the masked display. */
    documentNumberTail: text('document_number_tail'),
    /** Private storage key of the image; read only through signed, logged URLs. */
    imageKey: text('image_key').notNull(),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the retention job deleted the image and the document number (decision 029). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.kind, t.id),
    index('identity_verifications_status_idx').on(t.status, t.id),
  ],
);

/** Every read of a private image (business cards, identity documents): who, what, when (DESIGN §6). */
export const identityFileReads = pgTable(
  'identity_file_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileKey: text('file_key').notNull(),
    readerUserId: integer('reader_user_id'),
    ip: text('ip').notNull().default(''),
    createdAt,
  },
  (t) => [index('identity_file_reads_key_idx').on(t.fileKey, t.createdAt)],
);
