// `npm test`: the unit and API suites, then the browser suite; one plain summary line at the end.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function run(script: string): number {
  return spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1;
}

function counts(file: string, pick: (report: Record<string, unknown>) => [number, number]): [number, number] {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  } catch {
    return [0, 0];
  }
}

const unit = run('test:unit');
const e2e = run('test:e2e');
const [unitPassed, unitFailed] = counts('test-results/unit.json', (r) => [
  Number(r.numPassedTests),
  Number(r.numFailedTests),
]);
const [e2ePassed, e2eFailed] = counts('test-results/e2e.json', (r) => {
  const stats = r.stats as { expected: number; unexpected: number; flaky: number };
  return [stats.expected + stats.flaky, stats.unexpected];
});
console.log(`\n${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
