import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text and converts itself (drizzle-orm/pglite's own list):
 * the timestamps, dates and intervals, numeric[], and the arrays of the first four, by element.
 */
const DRIZZLE_TEXT_SCALARS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
const NUMERIC_ARRAY = 1231;
const ARRAY_OF: Record<number, number> = {
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};
const DRIZZLE_TEXT_TYPES = [...DRIZZLE_TEXT_SCALARS, NUMERIC_ARRAY, ...Object.keys(ARRAY_OF).map(Number)];

type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * PGlite as drizzle should see it. Drizzle passes its text parsers with every query, and PGlite
 * merges any per-query parsers into a copy of its whole table (318 entries): ~80 µs and ~30 KB a
 * statement, a quarter of what a search allocated (decision 093). The instance's own table gets
 * drizzle's parsers once instead, and drizzle's queries go without theirs; raw queries (`raw`) get
 * PGlite's own parsers for those types back, so they still read Dates as before.
 */
export function pgliteForDrizzle(client: PGlite): { drizzleClient: PGlite; raw: Parsers } {
  const asText = (value: string) => value;
  // PGlite's array parsers look their element's parser up in the instance's table when they run,
  // so the raw arrays of the overridden scalars are parsed here with the scalars' own parsers.
  const raw: Parsers = { [NUMERIC_ARRAY]: client.parsers[NUMERIC_ARRAY] ?? asText };
  for (const oid of DRIZZLE_TEXT_SCALARS) raw[oid] = client.parsers[oid] ?? asText;
  for (const [array, element] of Object.entries(ARRAY_OF))
    raw[Number(array)] = (value: string) => types.arrayParser(value, raw[element]!, Number(array));
  Object.assign(client.parsers, Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText])));
  // Drizzle's options are only { rowMode, parsers }; its parsers are now the instance's own.
  const withoutParsers = (options?: QueryOptions) => (options ? { ...options, parsers: undefined } : options);
  const query: PGlite['query'] = (sql, params, options) => client.query(sql, params, withoutParsers(options));
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction((tx) =>
      work(
        new Proxy(tx, {
          get: (target, key) =>
            key === 'query'
              ? (((sql, params, options) =>
                  target.query(sql, params, withoutParsers(options))) satisfies Transaction['query'])
              : Reflect.get(target, key),
        }),
      ),
    );
  return { drizzleClient: Object.assign(Object.create(null), { query, transaction }) as PGlite, raw };
}
