import { mkdirSync, readFileSync } from 'node:fs';
import { DEMO_SPONSOR } from '../support/activities.ts';
import { consoleCall, DEMO_OPERATOR, logIn, newUserContext } from '../support/console-fixtures.ts';
import { expect, LANGS, test } from '../support/test.ts';

// Screenshots of every console page at 1440 px in the three languages, for a person to look at
// (test-results/console-screens/). Each page is checked for its heading first.
const OUT = 'test-results/console-screens';

for (const lang of LANGS) {
  test(`console pages at 1440 px in ${lang}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    mkdirSync(OUT, { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const t: any = JSON.parse(
      readFileSync(new URL(`../../apps/web/app/i18n/${lang}.json`, import.meta.url), 'utf8'),
    ).console;
    const site = baseURL!;
    const sponsor = await newUserContext(browser, site, lang);
    await logIn(sponsor, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    // The seeded company with the most activities shows a full table.
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
      .activities;
    const activityId = activities[0].activityId as number;
    const page = await sponsor.newPage();
    const shoot = async (name: string, path: string, heading: string) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}company=${companyId}&lang=${lang}`);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/${name}-${lang}.png`, fullPage: true });
    };
    await shoot('activities', '/console', t.activities.title);
    await shoot('activity-new', '/console/activity/new', t.form.newTitle);
    await page.getByRole('button', { name: t.form.next }).click();
    await page.screenshot({ path: `${OUT}/activity-new-texts-${lang}.png`, fullPage: true });
    await shoot('activity-edit', `/console/activity/${activityId}`, t.form.editTitle);
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByRole('button', { name: t.form.next }).click();
    await page.screenshot({ path: `${OUT}/activity-edit-access-${lang}.png`, fullPage: true });
    await shoot('sign-ups', `/console/activity/${activityId}/signUps`, t.signUps.title);
    await shoot('analytics', `/console/activity/${activityId}/analytics`, `${t.analytics.title} · `);
    await shoot('audit', '/console/audit', t.audit.title);
    await shoot('members', '/console/members', t.members.title);

    const operator = await newUserContext(browser, site, lang);
    await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const operatorPage = await operator.newPage();
    await operatorPage.goto(`/console/members?company=${companyId}&lang=${lang}`);
    await expect(operatorPage.getByRole('button', { name: t.members.grant })).toBeVisible();
    await operatorPage.screenshot({ path: `${OUT}/members-operator-${lang}.png`, fullPage: true });

    await operatorPage.close();
    await sponsor.close();
    await operator.close();
  });
}
