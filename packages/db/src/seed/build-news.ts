import type { news } from '../schema.ts';
import { HOUR_MS, MINUTE_MS } from './china-time.ts';
import type { CompanySeed } from './companies-data.ts';
import type { IndustrySeed } from './industries-data.ts';
import { fillText, type Localize, type Text } from './localized-columns.ts';
import { COMPANY_PARAGRAPHS, MARKET_PARAGRAPHS, NEWS, NEWS_SOURCES } from './news-data.ts';
import type { Random } from './random.ts';

export interface BuildNewsInput {
  random: Random;
  localize: Localize;
  now: Date;
  companies: readonly CompanySeed[];
  companyIds: readonly number[];
  industries: readonly IndustrySeed[];
}

export function buildNewsRows(input: BuildNewsInput): (typeof news.$inferInsert)[] {
  const { random, localize, now, companies } = input;
  return NEWS.map((item, index) => {
    const companyIndex = item.company === undefined ? -1 : companies.findIndex((c) => c.slug === item.company);
    const company = companies[companyIndex];
    if (item.company !== undefined && !company) throw new Error(`news names unknown company ${item.company}`);
    const focus = input.industries.find((i) => i.code === company?.industry)?.focus;
    // Lead plus 2-4 background paragraphs: 3-5 paragraphs in all.
    const background =
      company && focus
        ? random
            .sample(COMPANY_PARAGRAPHS, random.int(2, 4))
            .map((p) =>
              fillText(
                p,
                { short: company.shortName.zh, focus: focus.zh },
                { short: company.shortName.en, focus: focus.en },
              ),
            )
        : random.sample(MARKET_PARAGRAPHS, random.int(2, 4));
    const body: Text[] = [item.lead, ...background];
    // About 15 hours apart with some jitter: 30 items span the last 19 days.
    const hoursAgo = 2 + index * 15 + random.int(0, 10);
    return {
      companyId: company ? (input.companyIds[companyIndex] ?? null) : null,
      ...localize('title', item.title),
      ...localize('summary', item.summary),
      ...localize('body', { zh: body.map((p) => p.zh).join('\n\n'), en: body.map((p) => p.en).join('\n\n') }),
      ...localize('source', random.pick(NEWS_SOURCES)),
      publishedAt: new Date(now.getTime() - hoursAgo * HOUR_MS - random.int(0, 59) * MINUTE_MS),
    };
  });
}
