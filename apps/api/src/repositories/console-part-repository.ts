import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activityAccessList,
  activityAgenda,
  activityFiles,
  activityGuests,
  activityInvitations,
  companies,
  notificationOutbox,
  topics,
} from '@roadshow/db/schema';

export type GuestRow = typeof activityGuests.$inferSelect;
export type AgendaRow = typeof activityAgenda.$inferSelect;
export type FileRow = typeof activityFiles.$inferSelect;
type OutboxRow = typeof notificationOutbox.$inferSelect;
type GuestWrite = Omit<typeof activityGuests.$inferInsert, 'id' | 'activityId' | 'sort'> & { guestId?: number };
type AgendaWrite = Omit<typeof activityAgenda.$inferInsert, 'id' | 'activityId' | 'sort'>;

/** The parts of an activity the console edits (guests, agenda, files), topics, and invitations (decision 040). */
export function createConsolePartRepository(db: Db) {
  return {
    guests(activityId: number): Promise<GuestRow[]> {
      return db
        .select()
        .from(activityGuests)
        .where(eq(activityGuests.activityId, activityId))
        .orderBy(asc(activityGuests.sort), asc(activityGuests.id));
    },

    agenda(activityId: number): Promise<AgendaRow[]> {
      return db
        .select()
        .from(activityAgenda)
        .where(eq(activityAgenda.activityId, activityId))
        .orderBy(asc(activityAgenda.sort), asc(activityAgenda.startAt), asc(activityAgenda.id));
    },

    files(activityId: number): Promise<FileRow[]> {
      return db
        .select()
        .from(activityFiles)
        .where(eq(activityFiles.activityId, activityId))
        .orderBy(asc(activityFiles.sort), asc(activityFiles.id));
    },

    /**
     * The guests become the given list, in its order, in one transaction: a guest sent with its id
     * is updated in place (the live room's questions to them stay theirs), one without an id is
     * added, and a guest left out is removed (with the questions addressed to them).
     */
    async replaceGuests(activityId: number, guests: GuestWrite[]): Promise<void> {
      await db.transaction(async (tx) => {
        const kept = guests.flatMap((guest) => (guest.guestId ? [guest.guestId] : []));
        await tx
          .delete(activityGuests)
          .where(
            kept.length > 0
              ? and(eq(activityGuests.activityId, activityId), notInArray(activityGuests.id, kept))
              : eq(activityGuests.activityId, activityId),
          );
        for (const [sort, { guestId, ...values }] of guests.entries()) {
          if (guestId) {
            await tx
              .update(activityGuests)
              .set({ ...values, sort })
              .where(and(eq(activityGuests.id, guestId), eq(activityGuests.activityId, activityId)));
          } else {
            await tx.insert(activityGuests).values({ ...values, activityId, sort });
          }
        }
      });
    },

    /** The agenda becomes the given items, in their order (nothing refers to an agenda row). */
    async replaceAgenda(activityId: number, items: AgendaWrite[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(activityAgenda).where(eq(activityAgenda.activityId, activityId));
        if (items.length > 0)
          await tx.insert(activityAgenda).values(items.map((item, sort) => ({ ...item, activityId, sort })));
      });
    },

    /**
     * Copies guests, agenda and files of one activity to another (the console's copy), the agenda's
     * times moved by `shiftMs` like the copy's own (decision 075).
     */
    async copyParts(fromId: number, toId: number, shiftMs = 0): Promise<void> {
      await db.transaction(async (tx) => {
        const guests = await tx.select().from(activityGuests).where(eq(activityGuests.activityId, fromId));
        if (guests.length > 0)
          await tx.insert(activityGuests).values(guests.map(({ id: _id, ...row }) => ({ ...row, activityId: toId })));
        const agenda = await tx.select().from(activityAgenda).where(eq(activityAgenda.activityId, fromId));
        if (agenda.length > 0)
          await tx.insert(activityAgenda).values(
            agenda.map(({ id: _id, ...row }) => ({
              ...row,
              activityId: toId,
              startAt: new Date(row.startAt.getTime() + shiftMs),
              endAt: new Date(row.endAt.getTime() + shiftMs),
            })),
          );
        const files = await tx.select().from(activityFiles).where(eq(activityFiles.activityId, fromId));
        if (files.length > 0)
          await tx.insert(activityFiles).values(files.map(({ id: _id, ...row }) => ({ ...row, activityId: toId })));
      });
    },

    async insertFile(values: typeof activityFiles.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(activityFiles).values(values).returning();
      return row!;
    },

    /** Removes the file of this activity; the removed row (for its storage key), or undefined. */
    async deleteFile(activityId: number, fileId: number): Promise<FileRow | undefined> {
      const [row] = await db
        .delete(activityFiles)
        .where(and(eq(activityFiles.id, fileId), eq(activityFiles.activityId, activityId)))
        .returning();
      return row;
    },

    async fileKeyInUse(storageKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: activityFiles.id })
        .from(activityFiles)
        .where(eq(activityFiles.storageKey, storageKey))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The member stops being a speaker of the company's activities (their guest role was revoked
     * or changed, decision 076); how many speaker entries named them.
     */
    async unlinkGuestMember(companyId: number, userId: string): Promise<number> {
      const rows = await db
        .update(activityGuests)
        .set({ memberUserId: null })
        .where(
          and(
            eq(activityGuests.memberUserId, userId),
            inArray(
              activityGuests.activityId,
              db.select({ id: activities.id }).from(activities).where(eq(activities.companyId, companyId)),
            ),
          ),
        )
        .returning({ id: activityGuests.id });
      return rows.length;
    },

    topicOptions(limit: number) {
      return db
        .select({ id: topics.id, titleZh: topics.titleZh, titleEn: topics.titleEn, titleTc: topics.titleTc })
        .from(topics)
        .orderBy(desc(topics.startAt), desc(topics.id))
        .limit(limit);
    },

    async companyShortName(companyId: number) {
      const [row] = await db
        .select({ zh: companies.shortNameZh, en: companies.shortNameEn, tc: companies.shortNameTc })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    async topicExists(topicId: number): Promise<boolean> {
      const rows = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
      return rows.length > 0;
    },

    /**
     * The list's entries without an invitation yet get one row each, and each new row its message in
     * the notification outbox (kind `invite`, queued), in one transaction: a crash leaves either
     * both or neither, never someone "invited" who is never told (decision 077). One insert per
     * table; a concurrent send inserts nothing twice. Returns the queued messages and how many
     * entries the list has.
     */
    async createInvitations(
      activityId: number,
      invitedBy: string,
      now: Date,
      message: { lang: string; subject: string; body: string },
    ) {
      return db.transaction(async (tx) => {
        const entries = await tx
          .select({ entry: activityAccessList.mobile })
          .from(activityAccessList)
          .where(eq(activityAccessList.activityId, activityId));
        if (entries.length === 0) return { queued: [] as OutboxRow[], total: 0 };
        const created = await tx
          .insert(activityInvitations)
          .values(
            entries.map(({ entry }) => ({
              activityId,
              recipient: entry,
              channel: entry.includes('@') ? 'email' : 'sms',
              invitedBy,
              createdAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning();
        const queued =
          created.length === 0
            ? []
            : await tx
                .insert(notificationOutbox)
                .values(
                  created.map((invitation) => ({
                    kind: 'invite',
                    channel: invitation.channel,
                    signUpId: invitation.id,
                    activityId,
                    userId: '',
                    recipient: invitation.recipient,
                    ...message,
                    status: 'queued',
                    createdAt: now,
                  })),
                )
                .onConflictDoNothing()
                .returning();
        return { queued, total: entries.length };
      });
    },

    invitedRecipients(activityId: number, recipients: string[]) {
      if (recipients.length === 0) return Promise.resolve([]);
      return db
        .select({ recipient: activityInvitations.recipient, createdAt: activityInvitations.createdAt })
        .from(activityInvitations)
        .where(and(eq(activityInvitations.activityId, activityId), inArray(activityInvitations.recipient, recipients)));
    },
  };
}

export type ConsolePartRepository = ReturnType<typeof createConsolePartRepository>;
