// `npm test`: the unit and API suites, then the browser suite; one plain summary at the end that
// names every failed test, so the last lines of a long CI log say what broke.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Outcome {
  passed: number;
  failedCount: number;
  /** The failed tests by file and name (a suite that failed to load has none: see its log). */
  failed: string[];
}

function run(script: string): number {
  return spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1;
}

function read(file: string, pick: (report: Record<string, unknown>) => Outcome): Outcome {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  } catch {
    return { passed: 0, failedCount: 0, failed: [] };
  }
}

interface VitestFile {
  name: string;
  assertionResults: { status: string; fullName: string }[];
}

function vitestOutcome(report: Record<string, unknown>): Outcome {
  const files = (report.testResults ?? []) as VitestFile[];
  const failed = files.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  );
  return { passed: Number(report.numPassedTests), failedCount: Number(report.numFailedTests), failed };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; line: number; tests: { status: string; projectName: string }[] }[];
}

function playwrightFailures(suite: PlaywrightSuite, file: string): string[] {
  const here = suite.file ?? file;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `${here}:${spec.line} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}

function playwrightOutcome(report: Record<string, unknown>): Outcome {
  const stats = report.stats as { expected: number; unexpected: number; flaky: number };
  const suites = (report.suites ?? []) as PlaywrightSuite[];
  return {
    passed: stats.expected + stats.flaky,
    failedCount: stats.unexpected,
    failed: suites.flatMap((suite) => playwrightFailures(suite, '')),
  };
}

const unit = run('test:unit');
const e2e = run('test:e2e');
const outcomes = [read('test-results/unit.json', vitestOutcome), read('test-results/e2e.json', playwrightOutcome)];
const failed = outcomes.flatMap((outcome) => outcome.failed);
if (failed.length > 0) console.log(`\nfailed:\n${failed.map((name) => `  ${name}`).join('\n')}`);
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failedCount = outcomes.reduce((sum, outcome) => sum + outcome.failedCount, 0);
console.log(`\n${passed} passed, ${failedCount} failed`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
