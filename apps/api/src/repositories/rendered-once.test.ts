import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { activities, companies } from '@roadshow/db/schema';
import { renderedOnce } from './rendered-once.ts';

const dialect = new PgDialect();

describe('renderedOnce', () => {
  it('puts the same SQL into a statement as the fragment itself, with the statement\u2019s parameters numbered as before', () => {
    const fragment = sql`json_build_object('id', ${activities.id}, 'code', ${companies.code})`;
    const statement = (part: typeof fragment) =>
      dialect.sqlToQuery(
        sql`select ${part} from ${activities} where ${eq(activities.id, 7)} and ${companies.code} = ${'600000'}`,
      );
    expect(statement(renderedOnce(fragment))).toEqual(statement(fragment));
  });

  it('refuses a fragment with a parameter, whose number would be wrong where it is used', () => {
    expect(() => renderedOnce(sql`${activities.id} = ${1}`)).toThrow(/parameters/);
  });
});
