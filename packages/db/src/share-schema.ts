import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Short links (spec §7 "Other": short-link generate and original link). One row per target: the
 * same URL always gives the same code (unique target), and a code is random, never a counter, so
 * codes cannot be walked. Targets on the site itself are stored as a path (`/tab/...?...`), so one
 * link works on every host name the site is served under; other allowed origins stay absolute.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_links_code_uq').on(t.code), uniqueIndex('short_links_target_uq').on(t.target)],
);
