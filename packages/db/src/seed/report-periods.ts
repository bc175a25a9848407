import { chinaParts } from './china-time.ts';

/**
 * The reporting periods a results briefing can be about, derived from `now` so that titles like
 * "2026年第三季度业绩说明会" stay plausible whatever date the demo is seeded on.
 */
export type PeriodKind = 'annual' | 'interim' | 'q3';

export interface ReportPeriod {
  kind: PeriodKind;
  /** Fiscal year the report covers (for `annual`, the year before the briefing season). */
  year: number;
  /** "2025年度" / "2026年第三季度" style label, without the trailing 业绩说明会. */
  labelZh: string;
  labelEn: string;
  /** labelEn as it reads mid-sentence ("the 2026 interim results"). */
  phraseEn: string;
  /** Report title for the financial-report video of this period. */
  reportZh: string;
  reportEn: string;
  /** financial_videos.report_kind: 2 annual, 3 interim, 4 quarterly. */
  reportKind: 2 | 3 | 4;
}

// Month in which each season's briefings usually begin (A-share disclosure deadlines).
const SEASONS: readonly { kind: PeriodKind; month: number }[] = [
  { kind: 'annual', month: 3 },
  { kind: 'interim', month: 8 },
  { kind: 'q3', month: 10 },
];

function describe(kind: PeriodKind, briefingYear: number): ReportPeriod {
  if (kind === 'annual') {
    const year = briefingYear - 1;
    return {
      kind,
      year,
      labelZh: `${year}年度`,
      labelEn: `${year} Annual`,
      phraseEn: `${year} annual`,
      reportZh: `${year}年年度报告`,
      reportEn: `${year} Annual Report`,
      reportKind: 2,
    };
  }
  if (kind === 'interim') {
    return {
      kind,
      year: briefingYear,
      labelZh: `${briefingYear}年半年度`,
      labelEn: `${briefingYear} Interim`,
      phraseEn: `${briefingYear} interim`,
      reportZh: `${briefingYear}年半年度报告`,
      reportEn: `${briefingYear} Interim Report`,
      reportKind: 3,
    };
  }
  return {
    kind,
    year: briefingYear,
    labelZh: `${briefingYear}年第三季度`,
    labelEn: `${briefingYear} Q3`,
    phraseEn: `${briefingYear} Q3`,
    reportZh: `${briefingYear}年第三季度报告`,
    reportEn: `${briefingYear} Q3 Report`,
    reportKind: 4,
  };
}

/** The three most recent briefing seasons at `now`, latest first. */
export function recentReportPeriods(now: Date): [ReportPeriod, ReportPeriod, ReportPeriod] {
  const { year, month } = chinaParts(now);
  const seasons: ReportPeriod[] = [];
  for (let y = year; y >= year - 2 && seasons.length < 3; y -= 1) {
    for (let i = SEASONS.length - 1; i >= 0 && seasons.length < 3; i -= 1) {
      const season = SEASONS[i];
      if (season && (y < year || season.month <= month)) seasons.push(describe(season.kind, y));
    }
  }
  const [latest, previous, older] = seasons;
  if (!latest || !previous || !older) throw new Error('fewer than three report periods');
  return [latest, previous, older];
}
