import { PRIMARY_SECTION_END } from '../../repositories/search-repository.ts';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { fold } from '@roadshow/contracts/text/fold-text';
import { hanBigrams } from './han-bigrams.ts';
import { pinyinKeys } from './pinyin-keys.ts';

export interface LocalizedName {
  zh: string;
  en: string | null;
  tc: string | null;
}

export interface CompanySearchSource {
  code: string;
  name: LocalizedName;
  shortName: LocalizedName;
  industry: LocalizedName | null;
}

export interface ActivitySearchSource {
  title: LocalizedName;
  company: CompanySearchSource | null;
  guests: LocalizedName[];
}

/**
 * The folded zh-CN and tc forms (tc converted from zh-CN when the column is empty, as the pages
 * show it) and the English, without repeats. Both Chinese forms are kept: OpenCC converts some
 * phrases to other characters (复苏 -> 復甦), which a per-character fold cannot undo.
 */
function forms(name: LocalizedName | null | undefined): string[] {
  if (!name) return [];
  return [name.zh, name.tc || toTraditional(name.zh), name.en ?? ''];
}

function section(values: readonly string[]): string {
  const seen = new Set<string>();
  for (const value of values) {
    const key = fold(value).trim().replace(/ {2,}/g, ' ');
    if (key) seen.add(key);
  }
  return [...seen].join(' ');
}

/**
 * One blob: the primary section, a tab, the secondary section, then the Han bigrams of both as
 * space-delimited words (see hanBigrams) and a closing space, so '% xy %' can match the last one.
 */
function assemble(primary: string, secondary: string): string {
  const bigrams = hanBigrams(`${primary} ${secondary}`);
  return `${primary}${PRIMARY_SECTION_END}${secondary} ${bigrams.join(' ')} `;
}

function companyNameKeys(company: CompanySearchSource): string[] {
  return [...forms(company.shortName), ...forms(company.name), company.code];
}

function companyPinyinKeys(company: CompanySearchSource): string[] {
  const short = pinyinKeys(company.shortName.zh);
  const full = pinyinKeys(company.name.zh);
  return [short.full, full.full, short.initials, full.initials];
}

/** Titles first (a title hit ranks first), then company names, code, pinyin and guest names. */
export function buildActivitySearchText(source: ActivitySearchSource): string {
  const primary = section(forms(source.title));
  const company = source.company;
  const secondary = section([
    ...(company ? [...companyNameKeys(company), ...companyPinyinKeys(company)] : []),
    ...source.guests.flatMap(forms),
  ]);
  return assemble(primary, secondary);
}

/** Names and code first, then pinyin, initials and industry names. */
export function buildCompanySearchText(company: CompanySearchSource): string {
  return assemble(
    section(companyNameKeys(company)),
    section([...companyPinyinKeys(company), ...forms(company.industry)]),
  );
}
