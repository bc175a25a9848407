import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_SPONSOR } from '../support/activities.ts';
import {
  consoleCall,
  DEMO_OPERATOR,
  grantRole,
  logIn,
  newUserContext,
  registerUser,
} from '../support/console-fixtures.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// Screenshots of every console page at 1024 px (the narrowest the console is made for, decision
// 030) and 1440 px, in the three languages, for a person to look at (test-results/console-screens/).
// Each page is checked first: it answered 200, shows its heading, and nothing is wider than the window.
// The approver's refused new-activity page is logged by the browser as a failed load.
test.use({ allowConsoleErrors: [/status of 403/] });

const OUT = 'test-results/console-screens';
const WIDTHS = [1024, 1440] as const;

/**
 * When the page scrolls sideways at this width: the elements reaching past the window's right edge
 * that no scrolling box of theirs holds in (a table scrolling in its card is fine).
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

for (const lang of LANGS) {
  test(`console pages at 1024 and 1440 px in ${lang}`, async ({ browser, baseURL }) => {
    test.setTimeout(480_000);
    mkdirSync(OUT, { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const t: any = JSON.parse(
      readFileSync(new URL(`../../apps/web/app/i18n/${lang}.json`, import.meta.url), 'utf8'),
    ).console;
    const site = baseURL!;
    const area = (name: string) =>
      JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/areas/${name}.${lang}.json`, import.meta.url), 'utf8'));
    const mends = area('console-mends').consoleMends;
    const parts = area('console-parts').consoleParts;
    const sponsor = await newUserContext(browser, site, lang);
    await logIn(sponsor, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    // The seeded company with the most sign-ups shows a full table.
    let companyId = access.companies[0].companyId as number;
    let best = -1;
    for (const company of access.companies.slice(0, 30)) {
      const list = (
        await consoleCall(sponsor.request, 'GET', '/console/listActivities', { companyId: company.companyId })
      ).body.result.activities;
      const signed =
        list.reduce((sum: number, row: { signUpCount: number }) => sum + row.signUpCount, 0) * 100 + list.length;
      if (signed > best) {
        best = signed;
        companyId = company.companyId;
      }
    }
    const activities = (await consoleCall(sponsor.request, 'GET', '/console/listActivities', { companyId })).body.result
      .activities as { activityId: number; signUpCount: number }[];
    const activityId = [...activities].sort((a, b) => b.signUpCount - a.signUpCount)[0]!.activityId;
    const page = await sponsor.newPage();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        expect(await overflowing(page), `${name} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}.png`, fullPage: true });
      };
      const shoot = async (name: string, path: string) => {
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}company=${companyId}&lang=${lang}`);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('.console-page__title').first()).toBeVisible();
        await shot(name);
      };
      await shoot('activities', '/console');
      await shoot('activity-new', '/console/activity/new');
      await shoot('activity-edit', `/console/activity/${activityId}`);
      // Every further step of the form (decision 040's parts, then access).
      for (const step of ['texts', 'time', 'guests', 'agenda', 'files', 'access']) {
        await page.getByRole('button', { name: t.form.next }).click();
        await shot(`activity-edit-${step}`);
      }
      await shoot('access-list', `/console/activity/${activityId}/list`);
      await shoot('sign-ups', `/console/activity/${activityId}/signUps`);
      await shoot('analytics', `/console/activity/${activityId}/analytics`);
      await shoot('questionnaire', `/console/activity/${activityId}/questionnaire`);
      await shoot('live', `/console/activity/${activityId}/live`);
      await shoot('payment', `/console/activity/${activityId}/payment`);
      await shoot('audit', '/console/audit');
      await shoot('members', '/console/members');
      await shoot('visits', '/console/visits');
      await shoot('check-in', '/console/visits/checkIn');
    }

    const operator = await newUserContext(browser, site, lang);
    await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);

    // An approver sees only what they may do (decision 075): the form without its buttons, no
    // "new activity", no copy or publish; a new activity's form is a 403 for them.
    const approver = await newUserContext(browser, site, lang);
    const approverPhone = await registerUser(approver, site, '174');
    await grantRole(operator.request, companyId, approverPhone, 'approver');
    const approverPage = await approver.newPage();
    await approverPage.setViewportSize({ width: 1024, height: 900 });
    await approverPage.goto(`/console?company=${companyId}&lang=${lang}`);
    await expect(approverPage.getByRole('heading', { name: t.activities.title })).toBeVisible();
    await expect(approverPage.getByRole('link', { name: t.activities.new })).toHaveCount(0);
    await expect(approverPage.getByRole('button', { name: t.activities.copy })).toHaveCount(0);
    await expect(approverPage.getByRole('button', { name: t.activities.unpublish })).toHaveCount(0);
    await approverPage.goto(`/console/activity/${activityId}?company=${companyId}&lang=${lang}`);
    await waitForHydration(approverPage);
    await expect(approverPage.getByRole('heading', { name: mends.viewTitle })).toBeVisible();
    await expect(approverPage.getByText(mends.readOnlyNotice)).toBeVisible();
    await expect(approverPage.getByRole('button', { name: t.form.save })).toHaveCount(0);
    await expect(approverPage.getByRole('button', { name: parts.uploadCover })).toHaveCount(0);
    await approverPage.getByRole('button', { name: t.form.next }).click();
    await expect(approverPage.getByRole('button', { name: t.form.convert })).toHaveCount(0);
    await expect(approverPage.getByLabel(t.form.titleZh, { exact: true })).toBeDisabled();
    await approverPage.screenshot({ path: `${OUT}/activity-view-approver-1024-${lang}.png`, fullPage: true });
    expect((await approverPage.goto(`/console/activity/new?company=${companyId}&lang=${lang}`))?.status()).toBe(403);
    await approver.close();

    const operatorPage = await operator.newPage();
    for (const width of WIDTHS) {
      await operatorPage.setViewportSize({ width, height: 900 });
      await operatorPage.goto(`/console/members?company=${companyId}&lang=${lang}`);
      await expect(operatorPage.getByRole('button', { name: t.members.grant })).toBeVisible();
      expect(await overflowing(operatorPage)).toEqual([]);
      await operatorPage.screenshot({ path: `${OUT}/members-operator-${width}-${lang}.png`, fullPage: true });
    }

    await operatorPage.close();
    await sponsor.close();
    await operator.close();
  });
}
