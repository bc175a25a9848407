import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './repo-root.ts';

/** Writes bench/results/latest.json (gitignored) and returns its path. */
export function writeSummary(summary: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
