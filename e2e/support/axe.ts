import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe leaves off by default that an outside accessibility walk runs: label-content-name-mismatch
 * (WCAG 2.5.3, a link's accessible name must contain its visible words).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

/** The serious and critical axe violations of the page as it is now, with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
