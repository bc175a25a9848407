import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';
import { liveQuestions } from './live-schema.ts';

// The sponsor's Q&A desk (decision 043): answer drafts and their review chain, and the users the
// desk has barred from asking in one activity. User ids are the identity service's (text).

/**
 * One working answer per question. draft: the secretary's text, publishable by the desk;
 * review: marked sensitive, only an approver may publish it (approving, possibly edited);
 * returned: the approver sent it back to the drafter with a reason (decision 074), to redraft;
 * published: the text went to live_answers (kept as the record of who drafted and who approved).
 */
export const liveAnswerDrafts = pgTable(
  'live_answer_drafts',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .primaryKey()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    state: text('state').notNull().default('draft'),
    draftedBy: text('drafted_by').notNull(),
    /** The approver who approved a sensitive answer (or whoever published a plain one). */
    publishedBy: text('published_by'),
    /** Why the approver sent a sensitive draft back to its drafter (state returned; decision 074). */
    returnReason: text('return_reason'),
    /** The approver who sent it back. */
    returnedBy: text('returned_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('live_answer_drafts_activity_idx').on(t.activityId, t.state),
    check('live_answer_drafts_state_ck', sql`${t.state} in ('draft', 'review', 'returned', 'published')`),
  ],
);

/** A user the desk barred from asking in this activity (their earlier questions are hidden too). */
export const liveBannedAskers = pgTable(
  'live_banned_askers',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    bannedBy: text('banned_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);
