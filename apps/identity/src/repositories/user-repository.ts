import { eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityUsers } from '@roadshow/db/schema';

export type UserRow = typeof identityUsers.$inferSelect;

export function createUserRepository(db: Db) {
  return {
    async byPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(identityUsers).where(eq(identityUsers.phone, phone));
      return row;
    },

    async byId(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, id));
      return row;
    },

    /** Inserts unless the phone is taken; undefined then (the unique index decides, not a prior read). */
    async insertIfNew(row: typeof identityUsers.$inferInsert): Promise<UserRow | undefined> {
      const [created] = await db.insert(identityUsers).values(row).onConflictDoNothing().returning();
      return created;
    },

    async setPassword(id: number, passwordHash: string, now: Date) {
      await db.update(identityUsers).set({ passwordHash, updatedAt: now }).where(eq(identityUsers.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
