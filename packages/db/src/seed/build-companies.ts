import type { companies, industries } from '../schema.ts';
import { COMPANIES } from './companies-data.ts';
import { INDUSTRIES } from './industries-data.ts';
import type { Localize } from './localized-columns.ts';
import type { Random } from './random.ts';

export function buildIndustryRows(localize: Localize): (typeof industries.$inferInsert)[] {
  return INDUSTRIES.map((industry) => ({ code: industry.code, ...localize('name', industry.name) }));
}

/**
 * Heat scores are skewed (few very hot companies, a long tail) and all distinct, so the
 * top-3 hot-company list has one right answer that a test can pin down.
 */
function distinctDegrees(random: Random, count: number): number[] {
  const used = new Set<number>();
  return Array.from({ length: count }, () => {
    let degree = 80 + Math.round(9_800 * random.next() ** 2);
    while (used.has(degree)) degree += 1;
    used.add(degree);
    return degree;
  });
}

export function buildCompanyRows(
  random: Random,
  localize: Localize,
  industryIds: ReadonlyMap<string, number>,
): (typeof companies.$inferInsert)[] {
  const degrees = distinctDegrees(random, COMPANIES.length);
  return COMPANIES.map((company, index) => ({
    code: company.code,
    exchange: company.exchange,
    ...localize('name', company.name),
    ...localize('shortName', company.shortName),
    industryId: industryIds.get(company.industry) ?? null,
    logoUrl: `/media/logos/${company.code}.svg`,
    irWebsite: `https://ir.${company.slug}.example.com`,
    ...localize('intro', company.intro),
    degree: degrees[index] ?? 0,
  }));
}
