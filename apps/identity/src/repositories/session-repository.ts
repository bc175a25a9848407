import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityAppTokens, identityServiceTickets, identitySessions, identityUsers } from '@roadshow/db/schema';
import type { UserRow } from './user-repository.ts';

export interface LiveSession {
  sessionId: number;
  loginType: string;
  user: UserRow;
}

/** Ticket-granting sessions, the service tickets they issue and the app tokens redeemed from them. */
export function createSessionRepository(db: Db) {
  const liveSession = (now: Date) => and(isNull(identitySessions.endedAt), gt(identitySessions.expiresAt, now));

  return {
    async insertSession(row: typeof identitySessions.$inferInsert): Promise<number> {
      const [created] = await db.insert(identitySessions).values(row).returning({ id: identitySessions.id });
      return created!.id;
    },

    async sessionByToken(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({ sessionId: identitySessions.id, loginType: identitySessions.loginType, user: identityUsers })
        .from(identitySessions)
        .innerJoin(identityUsers, eq(identityUsers.id, identitySessions.userId))
        .where(and(eq(identitySessions.tokenHash, tokenHash), liveSession(now)));
      return row;
    },

    async insertTicket(row: typeof identityServiceTickets.$inferInsert) {
      await db.insert(identityServiceTickets).values(row);
    },

    /**
     * Marks the ticket used and returns it, in one statement: of any number of concurrent
     * redemptions exactly one sees the row. A used or expired ticket returns nothing.
     */
    async consumeTicket(ticketHash: string, now: Date) {
      const [row] = await db
        .update(identityServiceTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityServiceTickets.ticketHash, ticketHash),
            isNull(identityServiceTickets.usedAt),
            gt(identityServiceTickets.expiresAt, now),
          ),
        )
        .returning({ sessionId: identityServiceTickets.sessionId, service: identityServiceTickets.service });
      return row;
    },

    async sessionById(sessionId: number, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({ sessionId: identitySessions.id, loginType: identitySessions.loginType, user: identityUsers })
        .from(identitySessions)
        .innerJoin(identityUsers, eq(identityUsers.id, identitySessions.userId))
        .where(and(eq(identitySessions.id, sessionId), liveSession(now)));
      return row;
    },

    async insertAppToken(row: typeof identityAppTokens.$inferInsert) {
      await db.insert(identityAppTokens).values(row);
    },

    async sessionByAppToken(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({ sessionId: identitySessions.id, loginType: identitySessions.loginType, user: identityUsers })
        .from(identityAppTokens)
        .innerJoin(identitySessions, eq(identitySessions.id, identityAppTokens.sessionId))
        .innerJoin(identityUsers, eq(identityUsers.id, identitySessions.userId))
        .where(and(eq(identityAppTokens.tokenHash, tokenHash), liveSession(now)));
      return row;
    },

    /** Ends every live session of the user except `keep` (none when omitted). */
    async endUserSessions(userId: number, now: Date, keep?: number) {
      await db
        .update(identitySessions)
        .set({ endedAt: now })
        .where(
          and(
            eq(identitySessions.userId, userId),
            isNull(identitySessions.endedAt),
            keep === undefined ? undefined : ne(identitySessions.id, keep),
          ),
        );
    },

    async endSession(sessionId: number, now: Date) {
      await db
        .update(identitySessions)
        .set({ endedAt: now })
        .where(and(eq(identitySessions.id, sessionId), isNull(identitySessions.endedAt)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
