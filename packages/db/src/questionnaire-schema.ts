import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';

// Questionnaires (decision 046): one per activity, its questions as one JSON document (they are
// always read and written whole, and are locked once anyone answered), and one response per user.

/** The question list as stored: the contract's Question (packages/contracts/src/questionnaire.ts). */
export interface StoredQuestion {
  id: string;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  textZh: string;
  textEn: string | null;
  textTc: string | null;
  options: { id: string; textZh: string; textEn: string | null; textTc: string | null }[];
  minChoices: number | null;
  maxChoices: number | null;
  maxLength: number | null;
}

/** One answer as stored: the chosen options of a choice question, or the text of a fill-in one. */
export interface StoredAnswer {
  questionId: string;
  optionIds?: string[];
  text?: string;
}

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    introZh: text('intro_zh'),
    introEn: text('intro_en'),
    introTc: text('intro_tc'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    published: boolean('published').notNull().default(false),
    /** When the live room was told it opened (publish inside the window, or the sweep at its start). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaires_activity_uq').on(t.activityId),
    index('questionnaires_open_idx').on(t.published, t.startAt, t.endAt),
    check('questionnaires_window_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A user's submission: final, one per questionnaire and user (the unique key makes a second one fail). */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionnaireId: bigint('questionnaire_id', { mode: 'number' })
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('questionnaire_responses_user_uq').on(t.questionnaireId, t.userId),
    index('questionnaire_responses_user_idx').on(t.userId),
  ],
);
