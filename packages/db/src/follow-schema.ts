import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Who follows what (spec §7 follow calls, decision 013). One row per user and target; the unique
 * index makes a double click or two tabs following at once end in one row. userId is the identity
 * service's user id as text: no foreign key crosses into the identity tables.
 */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    /** company | analyst */
    targetType: text('target_type').notNull(),
    /** A stock code for a company, an analyst code for an analyst. */
    targetCode: text('target_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_target_uq').on(t.userId, t.targetType, t.targetCode),
    index('follows_target_idx').on(t.targetType, t.targetCode),
  ],
);
