import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fixed SQL fragment (columns, tables and literals, no parameters) rendered to its text once, at
 * load. Drizzle otherwise walks the fragment's every chunk again for each statement that uses it;
 * for the search's card (26 expressions) that was a third of the objects one search allocates, and
 * the young-generation collections they bring land on one search in twenty (decision 093).
 */
export function renderedOnce<T>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  // A parameter would be numbered for where it was rendered here, not where the fragment is used.
  if (params.length > 0) throw new Error('renderedOnce: the fragment has parameters');
  return sql<T>`${sql.raw(text)}`;
}
