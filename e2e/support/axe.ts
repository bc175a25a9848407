import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe leaves off by default that an outside accessibility walk runs: label-content-name-mismatch
 * (WCAG 2.5.3, a link's accessible name must contain its visible words).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

/**
 * The serious and critical axe violations of the page as it is now, with where they are.
 * Legacy mode runs axe in the page itself instead of finishing each run in a new blank page: the
 * same rules and findings (the site's frames are its own origin's), in a third to a half of the
 * time, which a walk over hundreds of pages needs. Only violations are gathered.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map(describeNode).join(' | ')}`);
}

/** Where a finding is, and for a contrast finding the colours axe measured (to fix it from the log). */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const where = node.target.join(' ');
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.contrastRatio ? `${where} (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : where;
}
