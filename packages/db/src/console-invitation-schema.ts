import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';

// Invitations of the sponsor console (issue 9 part 2): one row per activity and list entry (a login
// mobile or an e-mail address). The message itself goes through the notification outbox (decision
// 020) as kind `invite`, whose sign_up_id column then names this row: (kind, id, channel) stays the
// outbox's once-only key, so sending again never sends twice.

export const activityInvitations = pgTable(
  'activity_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The list entry: a mainland mobile number or a lower-cased e-mail address. */
    recipient: text('recipient').notNull(),
    /** sms | email, from the entry's form. */
    channel: text('channel').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_invitations_activity_recipient_uq').on(t.activityId, t.recipient),
    index('activity_invitations_activity_idx').on(t.activityId),
  ],
);
