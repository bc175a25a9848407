import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteForDrizzle } from './pglite-drizzle-client.ts';

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local'),
  day: date('day'),
  dayAsDate: date('day_as_date', { mode: 'date' }),
  span: interval('span'),
  amounts: numeric('amounts').array(),
  moments: timestamp('moments', { withTimezone: true }).array(),
  days: date('days').array(),
  tags: text('tags').array(),
});

const CREATE = `create table samples (id int primary key, at timestamptz not null, local timestamp, day date,
  day_as_date date, span interval, amounts numeric[], moments timestamptz[], days date[], tags text[])`;
const INSERT = `insert into samples values
  (1, '2026-11-27 09:30:00.123+08', '2026-11-27 09:30:00', '2026-11-30', '2026-12-01', '1 day 02:00:00',
   '{1.50,2}', '{"2026-11-27 01:30:00+00","2026-11-28 01:30:00+00"}', '{2026-11-30,2026-12-01}', '{a,"b c"}'),
  (2, '2026-01-01 00:00:00+00', null, null, null, null, null, null, null, null)`;
// Everything drizzle reads as text and converts, selected as typed columns and as plain SQL.
const RAW_SELECT = `select at, local, day, span, amounts, moments, days, tags, now() - now() as zero,
  array[at]::timestamptz[] as ats, '{"a": 1}'::json as doc from samples order by id`;

describe('PGlite as drizzle sees it', () => {
  let plain: PGlite;
  let wrapped: PGlite;
  let drizzleClient: PGlite;
  let raw: ReturnType<typeof pgliteForDrizzle>['raw'];

  beforeAll(async () => {
    [plain, wrapped] = await Promise.all([PGlite.create('memory://'), PGlite.create('memory://')]);
    for (const client of [plain, wrapped]) await client.exec(`${CREATE}; ${INSERT}`);
    ({ drizzleClient, raw } = pgliteForDrizzle(wrapped));
  });
  afterAll(async () => {
    await Promise.all([plain.close(), wrapped.close()]);
  });

  it('gives drizzle the values drizzle over a plain PGlite gives, in a select, in raw SQL and in a transaction', async () => {
    const reference = drizzle({ client: plain });
    const db = drizzle({ client: drizzleClient });
    const typed = await db.select().from(samples).orderBy(samples.id);
    expect(typed).toEqual(await reference.select().from(samples).orderBy(samples.id));
    expect(typed[0]!.at).toEqual(new Date('2026-11-27T01:30:00.123Z'));
    expect(typed[0]!.moments).toEqual([new Date('2026-11-27T01:30:00Z'), new Date('2026-11-28T01:30:00Z')]);
    expect(typed[0]!.days).toEqual(['2026-11-30', '2026-12-01']);

    const untyped = await db.execute(sql.raw(RAW_SELECT));
    expect(untyped.rows).toEqual((await reference.execute(sql.raw(RAW_SELECT))).rows);
    expect(untyped.rows[0]!.at).toBe('2026-11-27 01:30:00.123+00');

    const inTransaction = await db.transaction((tx) => tx.select().from(samples).orderBy(samples.id));
    expect(inTransaction).toEqual(typed);
  });

  it('gives raw queries with the raw parsers what a plain PGlite gives: Dates, and arrays of Dates', async () => {
    const mine = await wrapped.query(RAW_SELECT, [], { parsers: raw });
    const theirs = await plain.query(RAW_SELECT);
    expect(mine.rows).toEqual(theirs.rows);
    expect((mine.rows[0] as { ats: unknown[] }).ats[0]).toBeInstanceOf(Date);
  });

  it('sends drizzle\u2019s queries without per-query parsers, which PGlite would merge into a copy of its table', async () => {
    const query = vi.spyOn(wrapped, 'query');
    try {
      await drizzle({ client: drizzleClient }).select().from(samples);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]![2]).toMatchObject({ rowMode: 'array', parsers: undefined });
    } finally {
      query.mockRestore();
    }
  });
});
