import { eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityUsers } from '@roadshow/db/schema';

export type UserRow = typeof identityUsers.$inferSelect;

/** The columns of the personal profile (spec §3) that the user edits. */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'nickName'
    | 'realName'
    | 'gender'
    | 'birthday'
    | 'email'
    | 'company'
    | 'position'
    | 'region'
    | 'province'
    | 'city'
    | 'introduction'
  >
>;

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

    /** False when another account already uses the phone (the unique index decides). */
    async setPhone(id: number, phone: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(identityUsers)
        .set({ phone, updatedAt: now })
        .where(eq(identityUsers.id, id))
        .returning({ id: identityUsers.id })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return rows.length === 1;
    },

    async setPassword(id: number, passwordHash: string, now: Date) {
      await db.update(identityUsers).set({ passwordHash, updatedAt: now }).where(eq(identityUsers.id, id));
    },

    /** Writes the given profile columns; the row as it is afterwards, undefined for no such user. */
    async updateProfile(id: number, changes: ProfileChanges, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(identityUsers)
        .set({ ...changes, updatedAt: now })
        .where(eq(identityUsers.id, id))
        .returning();
      return row;
    },

    /**
     * Points the user at a new avatar and answers the key it replaces (null for none), so the
     * caller can delete that file. The row lock makes two uploads at once each see the other's key.
     */
    async replaceAvatarKey(id: number, avatarKey: string, now: Date): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ previous: identityUsers.avatarKey })
          .from(identityUsers)
          .where(eq(identityUsers.id, id))
          .for('update');
        if (!row) return undefined;
        await tx.update(identityUsers).set({ avatarKey, updatedAt: now }).where(eq(identityUsers.id, id));
        return row;
      });
    },
  };
}

/** PostgreSQL's unique_violation, as both pg and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
