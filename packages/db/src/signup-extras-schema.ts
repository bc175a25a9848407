import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Sign-up extras (decision 017): the half-filled registration form's short-lived store (when no
// Redis is configured) and the commitment letter with its scan-to-sign attempts.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A half-filled registration form, AES-256-GCM encrypted, gone after `expires_at`. */
export const signInfoDrafts = pgTable(
  'sign_info_drafts',
  {
    userId: text('user_id').notNull(),
    activityId: integer('activity_id').notNull(),
    /** Spec §7 source code, '01'. */
    source: text('source').notNull(),
    /** "v1.<iv>.<tag>.<ciphertext>" of the draft's JSON. */
    payload: text('payload').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId, t.source] }),
    index('sign_info_drafts_expires_idx').on(t.expiresAt),
  ],
);

/** One user's commitment letter for one activity (spec §4): the latest signature only. */
export const commitmentLetters = pgTable(
  'commitment_letters',
  {
    activityId: integer('activity_id').notNull(),
    userId: text('user_id').notNull(),
    /** The name and masked document printed on the letter when it was signed. */
    signedName: text('signed_name').notNull(),
    signedDocument: text('signed_document').notNull(),
    /** HMAC of the form's name, document type and number at signing: a later edit changes it. */
    formDigest: text('form_digest').notNull(),
    /** The typed name did not match the form's name: signed, but to be signed again. */
    mismatch: integer('mismatch').notNull().default(0),
    /** The scan-to-sign attempt that signed it, or null when signed in the browser. */
    signatureUuid: text('signature_uuid'),
    /** The signature alone (PNG), the signed letter as an image (PNG) and as a PDF: private files. */
    signatureKey: text('signature_key').notNull(),
    imageKey: text('image_key').notNull(),
    pdfKey: text('pdf_key').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);

/**
 * A scan-to-sign attempt: its public uuid (polled by the computer) and the SHA-256 of its secret
 * token (in the QR code). Single use, 10 minutes, and replaced by the next attempt of the same user.
 */
export const commitmentSignAttempts = pgTable(
  'commitment_sign_attempts',
  {
    uuid: text('uuid').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    activityId: integer('activity_id').notNull(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('commitment_sign_attempts_token_idx').on(t.tokenHash),
    index('commitment_sign_attempts_user_idx').on(t.activityId, t.userId),
  ],
);
