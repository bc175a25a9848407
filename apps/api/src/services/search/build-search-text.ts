import { SEARCH_SECTION_END } from '@roadshow/db/schema';
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
 * One blob: the sections, each ended by SEARCH_SECTION_END, then the Han bigrams of them all as
 * space-delimited words (see hanBigrams) between spaces, so '% xy %' matches the first and last.
 */
function assemble(...sections: string[]): string {
  const bigrams = hanBigrams(sections.join(' '));
  return `${sections.join(SEARCH_SECTION_END)}${SEARCH_SECTION_END} ${bigrams.join(' ')} `;
}

function companyNameKeys(company: CompanySearchSource): string[] {
  return [...forms(company.shortName), ...forms(company.name), company.code];
}

/**
 * The legal form at the end of a Chinese company name (股份有限公司, 有限责任公司, 公司). Nobody types
 * its pinyin, yet as part of every row's text it gave pg_trgm trigrams that make rows of unrelated
 * companies candidates for a pinyin word (decision 091).
 */
const LEGAL_FORM = /(?:股份)?(?:有限)?(?:责任)?公司$/u;

function companyPinyinKeys(company: CompanySearchSource): string[] {
  const short = pinyinKeys(company.shortName.zh);
  const full = pinyinKeys(company.name.zh.replace(LEGAL_FORM, ''));
  return [short.full, full.full, short.initials, full.initials];
}

/**
 * Titles first (a title hit ranks first), then guest names, then the company's names, code and
 * pinyin, written exactly as the company's own first two sections (decision 091).
 */
export function buildActivitySearchText(source: ActivitySearchSource): string {
  const company = source.company;
  return assemble(
    section(forms(source.title)),
    section(source.guests.flatMap(forms)),
    section(company ? [...companyNameKeys(company), ...companyPinyinKeys(company)] : []),
  );
}

/** Names and code first, then pinyin and initials, then industry names. */
export function buildCompanySearchText(company: CompanySearchSource): string {
  return assemble(
    section(companyNameKeys(company)),
    section(companyPinyinKeys(company)),
    section(forms(company.industry)),
  );
}
