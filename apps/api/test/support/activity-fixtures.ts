import { activities, companies } from '@roadshow/db/schema';
import type { ApiContext } from '../../src/context.ts';

type ActivityValues = Partial<typeof activities.$inferInsert>;

/** A company with no activities yet; returns its id. */
export async function insertCompany(ctx: ApiContext, code: string) {
  const [row] = await ctx.database.db
    .insert(companies)
    .values({ code, exchange: 'SSE', nameZh: `公司${code}`, shortNameZh: `公司${code}`, introZh: '公司介绍' })
    .returning({ id: companies.id });
  return row!.id;
}

/** An activity starting a day after `now`, with content, one guest and one agenda item unless told. */
export async function insertActivity(ctx: ApiContext, values: ActivityValues & { companyId: number }) {
  const now = ctx.now();
  const startAt = new Date(now.getTime() + 24 * 3_600_000);
  const [row] = await ctx.database.db
    .insert(activities)
    .values({
      kind: 'roadshow',
      titleZh: '测试路演',
      titleEn: 'Test roadshow',
      contentZh: '机密内容',
      contentEn: 'Secret content',
      meetingStatus: 0,
      startAt,
      endAt: new Date(startAt.getTime() + 2 * 3_600_000),
      accessMode: 'registration',
      ...values,
    })
    .returning({ id: activities.id });
  return row!.id;
}
