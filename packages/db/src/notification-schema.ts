import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';

// Notifications of the roadshow API (issue 5 part 7, decision 020): reminders before the start.

/**
 * Every notification the API decided to send, one row per (kind, sign-up, channel): the unique key
 * makes "exactly once" hold with many processes sweeping at once (insert … on conflict do nothing;
 * the process whose insert won sends). The sandbox provider delivers by marking the row; the dev
 * page at /roadshow/dev/notifications reads it.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * reminder (before the start) | cancel (activity cancelled) | invite (invitation; signUpId holds
     * the invitation row) | visitDecision (a visit booking confirmed or declined; signUpId holds the
     * booking's id and activityId is null, decision 064)
     */
    kind: text('kind').notNull(),
    /** sms | email */
    channel: text('channel').notNull(),
    signUpId: bigint('sign_up_id', { mode: 'number' }).notNull(),
    /** Null for notifications about something other than an activity (visit bookings). */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** Mobile number or e-mail address. */
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * queued (claimed or written, not yet handed over) | sending (taken for the gateway; an
     * invitation's message, decision 077) | sent | failed
     */
    status: text('status').notNull().default('queued'),
    /** Which provider delivered it (sandbox until real gateways are configured). */
    provider: text('provider'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_outbox_kind_sign_up_channel_uq').on(t.kind, t.signUpId, t.channel),
    index('notification_outbox_created_idx').on(t.createdAt),
  ],
);
