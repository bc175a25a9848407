import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities, activityGuests } from './content-schema.ts';

// Live room (issue "Live room"): the room's settings, viewers' questions to guests, the answers the
// sponsor publishes, one upvote per user and question, and the files and posters shown in the room.
// User ids are the identity service's (text), as in sign-up-schema.ts.

/** One row per activity that has a live room; an activity without one has "no webcast currently". */
export const activityLive = pgTable('activity_live', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  /** scrypt hash (salt$hash, hex) of the live password; null: no password asked. */
  passwordHash: text('password_hash'),
  /** The interact switch: the Q&A panel is shown at all. */
  interactOpen: boolean('interact_open').notNull().default(true),
  /** The question entrance: new questions are taken ("question entrance closed" otherwise). */
  questionsOpen: boolean('questions_open').notNull().default(true),
  /** The stream's name at the stream provider (sandbox: any name; a CDN: its stream id). */
  streamName: text('stream_name').notNull(),
  /** A WebVTT captions file shown as a track when set. */
  captionsUrl: text('captions_url'),
  /**
   * A pull URL the sponsor gave (their own CDN or encoder, https HLS) instead of the platform's
   * stream provider; null: the provider's signed URL for streamName (decision 043).
   */
  streamUrl: text('stream_url'),
  /** When the recording of the replay starts, so answers can be placed on its timeline. */
  recordingStartedAt: timestamp('recording_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A viewer's question to one guest. open: waiting in the guest's queue; answered; hidden by the sponsor. */
export const liveQuestions = pgTable(
  'live_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The nickname when asked, shown unless anonymous. */
    askerName: text('asker_name').notNull(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => activityGuests.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** open | answered | hidden */
    state: text('state').notNull().default('open'),
    /** Kept in step with live_question_upvotes by the same transaction, for sorting. */
    upvotes: integer('upvotes').notNull().default(0),
    /** Pinned by the desk: shown first in the room's lists (decision 043). */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('live_questions_activity_state_idx').on(t.activityId, t.state),
    // The personal center lists one user's questions across rooms (decision 057).
    index('live_questions_user_idx').on(t.userId, t.createdAt),
    index('live_questions_activity_user_idx').on(t.activityId, t.userId),
    check('live_questions_state_ck', sql`${t.state} in ('open', 'answered', 'hidden')`),
  ],
);

/** The published answer of a question (one per question; publishing again replaces the text). */
export const liveAnswers = pgTable(
  'live_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    answeredBy: text('answered_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('live_answers_question_uq').on(t.questionId)],
);

/** One upvote per user and question: the primary key makes a repeated or concurrent vote one row. */
export const liveQuestionUpvotes = pgTable(
  'live_question_upvotes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

/** Files of the interaction panel: documents (file), posters (poster) and scene files (scene). */
export const liveFiles = pgTable(
  'live_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** file | poster | scene */
    kind: text('kind').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    /** A public URL (posters, shipped demo files) shown as a link or image. */
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    /** An upload of the desk (decision 043): the private storage key; viewers get signed links. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_files_activity_kind_idx').on(t.activityId, t.kind),
    check('live_files_kind_ck', sql`${t.kind} in ('file', 'poster', 'scene')`),
  ],
);
