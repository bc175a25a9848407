import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activitySignUps, notificationOutbox } from '@roadshow/db/schema';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

/** An approved sign-up of an activity about to start, with what a reminder needs. */
export interface ReminderCandidate {
  signUpId: number;
  userId: string;
  mobile: string | null;
  lang: string | null;
  /** The registration form's e-mail, when it gave one. */
  email: string | null;
  activityId: number;
  titleZh: string;
  titleEn: string | null;
  titleTc: string | null;
  startAt: Date;
}

export function createNotificationRepository(db: Db) {
  return {
    /**
     * Approved sign-ups of published, not cancelled activities starting in (now, until] that have no reminder row
     * yet on the SMS channel nor on the e-mail channel (whichever applies), oldest sign-up first.
     */
    async reminderCandidates(now: Date, until: Date, limit: number): Promise<ReminderCandidate[]> {
      const sent = (channel: string) =>
        db
          .select({ one: sql`1` })
          .from(notificationOutbox)
          .where(
            and(
              eq(notificationOutbox.kind, 'reminder'),
              eq(notificationOutbox.signUpId, activitySignUps.id),
              eq(notificationOutbox.channel, channel),
            ),
          );
      const email = sql<string | null>`nullif(trim(${activitySignUps.form} ->> 'email'), '')`;
      return db
        .select({
          signUpId: activitySignUps.id,
          userId: activitySignUps.userId,
          mobile: activitySignUps.mobile,
          lang: activitySignUps.lang,
          email,
          activityId: activities.id,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
          startAt: activities.startAt,
        })
        .from(activitySignUps)
        .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
        .where(
          and(
            eq(activitySignUps.state, 'approved'),
            eq(activities.published, true),
            // A cancelled activity is not going to start (decision 075).
            isNull(activities.cancelledAt),
            gt(activities.startAt, now),
            lte(activities.startAt, until),
            sql`((${activitySignUps.mobile} is not null and not exists (${sent('sms')}))
              or (${email} is not null and not exists (${sent('email')})))`,
          ),
        )
        .orderBy(asc(activitySignUps.id))
        .limit(limit);
    },

    /** Claims a notification: the row when this call inserted it, undefined when it already existed. */
    async claim(values: NewOutboxRow): Promise<OutboxRow | undefined> {
      const [row] = await db.insert(notificationOutbox).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Takes a queued message for sending (queued → sending): true for the one caller whose update
     * won, so a message written in a transaction is handed to the gateway at most once however many
     * processes try (decision 077). A message left in `sending` by a crash is not sent again.
     */
    async take(id: number): Promise<boolean> {
      const rows = await db
        .update(notificationOutbox)
        .set({ status: 'sending' })
        .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'queued')))
        .returning({ id: notificationOutbox.id });
      return rows.length > 0;
    },

    /** Queued messages of a kind written before `before` and never taken: what a crash left behind. */
    queuedBefore(kind: string, before: Date, limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.kind, kind),
            eq(notificationOutbox.status, 'queued'),
            lt(notificationOutbox.createdAt, before),
          ),
        )
        .orderBy(asc(notificationOutbox.id))
        .limit(limit);
    },

    async markSent(id: number, provider: string, at: Date): Promise<void> {
      await db
        .update(notificationOutbox)
        .set({ status: 'sent', provider, sentAt: at, error: null })
        .where(eq(notificationOutbox.id, id));
    },

    async markFailed(id: number, provider: string, error: string): Promise<void> {
      await db
        .update(notificationOutbox)
        .set({ status: 'failed', provider, error: error.slice(0, 500) })
        .where(eq(notificationOutbox.id, id));
    },

    /** The newest notifications, for the dev outbox page. */
    async latest(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(notificationOutbox)
        .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
        .limit(limit);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
