// DESIGN §9 "Pages": Lighthouse's mobile preset (its default config) on the pages a visitor
// lands on. Lighthouse simulates the slow phone and network, so its figures need no baseline
// server; the load average is printed beside them because a busy CPU still slows the trace.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium, type Chromium } from './lib/chromium.ts';
import { isMain } from './lib/is-main.ts';
import { describeMachine, machineState, type MachineState } from './lib/machine.ts';
import { rawRequest } from './lib/raw-request.ts';
import { measureScriptSizes, type ScriptSizes } from './lib/script-sizes.ts';
import { formatTable } from './lib/table.ts';
import { startApp } from './start-app.ts';

export const PAGE_BARS = { minPerformance: 95, maxHomeJsKb: 150, maxCls: 0.05 };

/** Lighthouse runs per page; the row shows the run with the median performance score. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// A desktop browser's user agent, so the mobile preset (throttling, screen) measures the desktop
// activity page instead of being redirected to the H5 one.
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface BenchPage {
  name: string;
  path: string;
  measureJs: boolean;
  userAgent?: string;
}

const PAGES: BenchPage[] = [
  { name: 'home', path: '/?lang=zh-CN', measureJs: true },
  // The same language as home; without it the mobile preset's en-US browser gets English pages.
  { name: 'roadshow square', path: '/tab/roadshowSquare?lang=zh-CN', measureJs: false },
  {
    name: 'activity detail',
    path: '/tab/activityIndex?activityId=1&lang=zh-CN',
    measureJs: false,
    userAgent: DESKTOP_UA,
  },
  // The H5 page itself, with the preset's mobile user agent. A phone that opens the desktop URL is
  // first redirected here (spec §2, one more round trip, ~660 ms in Lighthouse's simulation);
  // Lighthouse measures the page a redirect leads to badly and asks for that URL directly.
  { name: 'H5 activity', path: '/h5/activity?activityId=1&lang=zh-CN', measureJs: false },
];

const RUN_TIMEOUT_MS = 120_000;

/** LIGHTHOUSE_SAVE_DIR: also write each run's full report there (JSON, open it in the Lighthouse viewer). */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
/** LIGHTHOUSE_PAGES: only the pages whose names are listed (comma-separated), e.g. "home,H5 activity". */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

export interface PageRow {
  page: string;
  path: string;
  finalUrl: string;
  /** 'coming soon' marks routes whose feature is not built yet: their score says little. */
  state: 'rendered' | 'coming soon' | 'error';
  error?: string;
  performance: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /** What Chrome received for scripts (br or gzip, whichever the server chose), in bytes. */
  scriptTransferBytes: number;
  /** Home only: the scripts re-fetched accepting gzip alone. */
  js?: ScriptSizes;
  benchmarkIndex: number | null;
  /** Every run's performance score, in run order; the row's figures are the median run's. */
  runScores: (number | null)[];
  warnings: string[];
  /** What Lighthouse flags on the median run: failing audits and insights, with their figures. */
  flagged: string[];
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement?: string;
  pass: boolean;
  machine: MachineState;
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Metric audits are the score itself; listing them again says nothing new.
const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
  'max-potential-fid',
]);

interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: unknown;
}

/** The performance audits and insights that did not pass, worst first: what to fix next. */
function flaggedAudits(audits: Record<string, AuditLike>): string[] {
  return Object.values(audits)
    .filter(
      (audit) =>
        !METRIC_AUDITS.has(audit.id) &&
        (audit.scoreDisplayMode === 'binary' ||
          audit.scoreDisplayMode === 'metricSavings' ||
          audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 0.9,
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** The LCP element's markup, from the insight that names it (Lighthouse 13; older: the element audit). */
function lcpElementOf(audits: Record<string, AuditLike>): string | undefined {
  const audit = audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'];
  const found = JSON.stringify(audit?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 160) : undefined;
}

async function pageState(url: string): Promise<PageRow['state']> {
  const answer = await rawRequest(url);
  if (answer.status !== 200) return 'error';
  return answer.body.toString('utf8').includes('coming-soon__badge') ? 'coming soon' : 'rendered';
}

async function auditPage(appUrl: string, page: BenchPage, chromium: Chromium): Promise<PageRow> {
  const empty = {
    performance: null,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    fcpMs: null,
    scriptTransferBytes: 0,
    benchmarkIndex: null,
  };
  const url = `${appUrl}${page.path}`;
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(page.userAgent ? { emulatedUserAgent: page.userAgent } : {}),
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${page.path}`,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const file = `${page.name.replace(/\W+/g, '-')}-${new Date().toISOString().replace(/\W/g, '')}.json`;
      writeFileSync(join(SAVE_DIR, file), JSON.stringify(lhr));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    const performance = typeof score === 'number' ? Math.round(score * 100) : null;
    const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
    const scripts = (details?.items ?? []).filter(
      (item) => item.resourceType === 'Script' && item.url?.startsWith(appUrl),
    );
    const js = page.measureJs
      ? await measureScriptSizes([...new Set(scripts.map((item) => item.url ?? ''))])
      : undefined;
    const state = lhr.runtimeError ? 'error' : await pageState(lhr.finalDisplayedUrl);
    const cls = numeric('cumulative-layout-shift');
    const pass =
      state !== 'error' &&
      performance !== null &&
      performance >= PAGE_BARS.minPerformance &&
      cls !== null &&
      cls < PAGE_BARS.maxCls &&
      (js === undefined || js.gzipBytes / 1000 <= PAGE_BARS.maxHomeJsKb);
    return {
      page: page.name,
      path: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      state,
      error: lhr.runtimeError?.message,
      performance,
      lcpMs: numeric('largest-contentful-paint'),
      cls,
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      js,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      runScores: [performance],
      warnings: lhr.runWarnings.map(String),
      flagged: flaggedAudits(lhr.audits as Record<string, AuditLike>),
      lcpElement: lcpElementOf(lhr.audits as Record<string, AuditLike>),
      pass,
      machine: machineState(),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      page: page.name,
      path: page.path,
      finalUrl: url,
      state: 'error',
      error: message,
      ...empty,
      runScores: [null],
      warnings: [],
      flagged: [],
      pass: false,
      machine: machineState(),
    };
  }
}

/** The run with the median performance score (failed runs sort last). */
function medianRun(runs: PageRow[]): PageRow {
  const sorted = [...runs].sort((a, b) => (b.performance ?? -1) - (a.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, runScores: runs.map((run) => run.performance) };
}

export async function runLighthouseBench(appUrl: string, runs = RUNS): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const page of PAGES.filter((candidate) => !ONLY_PAGES || ONLY_PAGES.includes(candidate.name))) {
    const pageRuns: PageRow[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh browser per run: a run that hangs or crashes Chrome cannot spoil the next one.
      const chromium = await launchChromium();
      try {
        pageRuns.push(await auditPage(appUrl, page, chromium));
      } finally {
        await chromium.stop();
      }
    }
    rows.push(medianRun(pageRuns));
  }
  return rows;
}

export function formatLighthouse(rows: PageRow[]): string {
  const or = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value));
  const table = formatTable(
    ['page', 'state', 'perf', 'runs', 'LCP', 'CLS', 'TBT', 'JS gzip', 'load avg', 'result'],
    rows.map((row) => [
      row.page,
      row.state,
      or(row.performance, String),
      row.runScores.map((score) => score ?? '-').join(' '),
      or(row.lcpMs, (ms) => `${Math.round(ms)} ms`),
      or(row.cls, (cls) => cls.toFixed(3)),
      or(row.tbtMs, (ms) => `${Math.round(ms)} ms`),
      row.js ? `${(row.js.gzipBytes / 1000).toFixed(1)} KB` : '-',
      row.machine.loadAverage[0].toFixed(2),
      row.pass ? 'PASS' : 'FAIL',
    ]),
  );
  const notes: string[] = [];
  for (const row of rows) {
    // Only the path: a redirect's query may carry an access token.
    if (!row.finalUrl.endsWith(row.path))
      notes.push(`  ${row.page}: redirected to ${URL.parse(row.finalUrl)?.pathname ?? row.finalUrl}`);
    if (row.error) notes.push(`  ${row.page}: ${row.error}`);
    if (row.js) {
      notes.push(
        `  ${row.page}: ${row.js.scripts.length} scripts, ${(row.scriptTransferBytes / 1000).toFixed(1)} KB as Chrome received them`,
      );
      if (row.js.uncompressed.length > 0)
        notes.push(`  ${row.page}: sent uncompressed despite gzip: ${row.js.uncompressed.join(', ')}`);
    }
    if (row.lcpElement) notes.push(`  ${row.page}: LCP element ${row.lcpElement}`);
    if (row.flagged.length > 0) notes.push(`  ${row.page}: Lighthouse flags ${row.flagged.join('; ')}`);
    // Redirect warnings quote the mobile page's URL, access token included; the token adds nothing.
    for (const warning of row.warnings)
      notes.push(`  ${row.page}: Lighthouse warns: ${warning.replace(/token=[^&\s]+/g, 'token=…')}`);
  }
  const last = rows.at(-1);
  if (last?.benchmarkIndex)
    notes.push(`  Lighthouse CPU benchmark index ${Math.round(last.benchmarkIndex)}; ${describeMachine(last.machine)}`);
  const bars = `bars: performance >= ${PAGE_BARS.minPerformance} (median of ${rows[0]?.runScores.length ?? RUNS} runs), CLS < ${PAGE_BARS.maxCls} on every page; home JS <= ${PAGE_BARS.maxHomeJsKb} KB gzip (1 KB = 1000 B)`;
  return [table, ...notes, bars].join('\n');
}

if (isMain(import.meta.url)) {
  const app = await startApp();
  try {
    console.log(formatLighthouse(await runLighthouseBench(app.url)));
  } finally {
    await app.stop();
  }
}
