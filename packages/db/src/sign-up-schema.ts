import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';

// Sign-up core (issue 5): the sign-up state machine, the lists that gate whitelist and
// invitee-only activities and viewing-duration records (who reviews: console-schema.ts).
// User ids are the identity service's (text): no platform table references identity tables.

/**
 * One row per (activity, user), whatever happens: a double click, a re-sign after withdrawing and
 * the waiting list all reuse it. pending and approved hold a seat; waiting, rejected and withdrawn
 * do not (decision 016).
 */
export const activitySignUps = pgTable(
  'activity_sign_ups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** pending | approved | rejected | withdrawn | waiting */
    state: text('state').notNull(),
    /** Spec §9: source code 01. */
    source: text('source').notNull().default('01'),
    /** The registration form (RegistrationForm of contracts) when the activity asks for one. */
    form: jsonb('form'),
    rejectReason: text('reject_reason'),
    absenceReason: text('absence_reason'),
    absenceAt: timestamp('absence_at', { withTimezone: true }),
    /**
     * When the sign-up last became approved: on a paid activity the time to pay runs from here
     * (PAY_DEADLINE_MINUTES, decision 079). Whether it is paid is the orders' business (pay_orders).
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Waiting-list order: when the user (last) joined it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    /** The login mobile of the session that signed up (for the start reminder SMS). */
    mobile: text('mobile'),
    /** The language of the sign-up request (zh-CN | en | tc): reminders are written in it. */
    lang: text('lang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_sign_ups_activity_user_uq').on(t.activityId, t.userId),
    index('activity_sign_ups_activity_state_idx').on(t.activityId, t.state),
    // The personal center lists one user's sign-ups (decision 057).
    index('activity_sign_ups_user_idx').on(t.userId),
    check('activity_sign_ups_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected', 'withdrawn', 'waiting')`),
  ],
);

/** Who may sign up for a whitelist activity, or attend an invitee-only one: by login mobile number. */
export const activityAccessList = pgTable(
  'activity_access_list',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.mobile] })],
);

/** One stretch of a user watching an activity page (attendActivityStart .. recordActivityEnd). */
export const activityViewRecords = pgTable(
  'activity_view_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds'),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [index('activity_view_records_activity_user_idx').on(t.activityId, t.userId)],
);
