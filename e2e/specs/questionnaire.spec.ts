import { mkdirSync, readFileSync } from 'node:fs';
import { DEMO_LIVE_PASSWORD, DEMO_SPONSOR, findPasswordLiveRoom } from '../support/activities.ts';
import {
  consoleCall,
  createPublishedActivity,
  logIn,
  newUserContext,
  sponsorWithCompany,
} from '../support/console-fixtures.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// Questionnaires (decision 046), in each language: the sponsor prepares one for an ended activity;
// a viewer on a phone finds it from the activity page's to-do badge, answers every question type
// (a draft survives a reload), is refused a second submission, and the sponsor sees the counts.
// Screenshots for a person to look at: test-results/questionnaire-screens/.
const OUT = 'test-results/questionnaire-screens';
const HOUR = 3_600_000;

// A refused call shows in Chromium's console as a failed resource: those are the point here.
test.use({ allowConsoleErrors: [/status of 40[09]/] });

function messages(lang: string) {
  const file = new URL(`../../apps/web/app/i18n/areas/questionnaire.${lang}.json`, import.meta.url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return JSON.parse(readFileSync(file, 'utf8')) as any;
}

for (const lang of LANGS) {
  test(`answer a questionnaire with every question type, once, in ${lang}`, async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(120_000);
    expect(account.phone).toBeTruthy();
    mkdirSync(OUT, { recursive: true });
    const m = messages(lang);
    const q = m.questionnaire;
    const site = baseURL!;

    // The sponsor: a public activity that ended yesterday, and its questionnaire, open now.
    const { sponsor, companyId } = await sponsorWithCompany(browser, site, lang);
    const now = Date.now();
    const activityId = await createPublishedActivity(sponsor.request, {
      companyId,
      titleZh: `问卷测试说明会 ${lang}`,
      titleEn: `Questionnaire test briefing ${lang}`,
      meetingStatus: 3,
      startAt: new Date(now - 26 * HOUR).toISOString(),
      endAt: new Date(now - 24 * HOUR).toISOString(),
    });
    const saved = await consoleCall(sponsor.request, 'POST', '/console/saveQuestionnaire', {
      activityId,
      fields: {
        titleZh: '会后问卷',
        titleEn: 'After the briefing',
        titleTc: '會後問卷',
        introZh: '感谢参加本次说明会，请花一分钟填写。',
        introEn: 'Thank you for joining the briefing; this takes a minute.',
        startAt: new Date(now - 60_000).toISOString(),
        endAt: new Date(now + 48 * HOUR).toISOString(),
        questions: [
          {
            id: 'q1',
            type: 'single',
            required: true,
            textZh: '您对本次说明会满意吗？',
            textEn: 'Were you satisfied with the briefing?',
            options: [
              { id: 'a', textZh: '满意', textEn: 'Satisfied' },
              { id: 'b', textZh: '一般', textEn: 'Neutral' },
              { id: 'c', textZh: '不满意', textEn: 'Not satisfied' },
            ],
          },
          {
            id: 'q2',
            type: 'multiple',
            required: true,
            textZh: '您最关注哪些方面？',
            textEn: 'Which topics matter most to you?',
            options: [
              { id: 'x', textZh: '经营业绩', textEn: 'Results' },
              { id: 'y', textZh: '分红政策', textEn: 'Dividends' },
              { id: 'z', textZh: '发展战略', textEn: 'Strategy' },
            ],
            minChoices: 1,
            maxChoices: 2,
          },
          { id: 'q3', type: 'text', required: false, textZh: '其他建议', textEn: 'Anything else?', maxLength: 200 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await consoleCall(sponsor.request, 'POST', '/console/publishQuestionnaire', { activityId, published: true }))
        .status,
    ).toBe(200);

    // The sponsor's editor and preview at 1440 px.
    const consolePage = await sponsor.newPage();
    await consolePage.goto(`/console/activity/${activityId}/questionnaire?company=${companyId}&lang=${lang}`);
    await expect(
      consolePage.getByRole('heading', { name: new RegExp(`^${m.questionnaireConsole.title} · `) }),
    ).toBeVisible();
    await expect(consolePage.getByTestId('qe-question')).toHaveCount(3);
    await consolePage.screenshot({ path: `${OUT}/console-editor-${lang}.png`, fullPage: true });
    await waitForHydration(consolePage);
    await consolePage.getByRole('button', { name: m.questionnaireConsole.preview }).click();
    await expect(consolePage.getByTestId('questionnaire-preview').getByTestId('question-multiple')).toBeVisible();
    await expect(consolePage.getByTestId('questionnaire-preview').getByRole('heading', { level: 3 })).toHaveText(
      lang === 'en' ? 'After the briefing' : lang === 'tc' ? '會後問卷' : '会后问卷',
    );
    await consolePage.screenshot({ path: `${OUT}/console-preview-${lang}.png` });

    // The viewer on a phone-sized window: the activity page shows the to-do badge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=${lang}`);
    const todo = page.getByTestId('questionnaire-todo');
    await expect(todo).toBeVisible();
    await expect(todo).toContainText(q.todoBadge);
    await todo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/viewer-activity-todo-${lang}.png` });
    await todo.getByRole('link', { name: q.todoLink }).click();
    await expect(page).toHaveURL(/\/tab\/questionType\?activityId=/);
    const title = lang === 'en' ? 'After the briefing' : lang === 'tc' ? '會後問卷' : '会后问卷';
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(q.types.multiple)).toBeVisible();
    await page.screenshot({ path: `${OUT}/viewer-type-${lang}.png`, fullPage: true });
    await page.getByRole('link', { name: q.start }).click();
    await expect(page).toHaveURL(/\/tab\/question\?activityId=/);
    await waitForHydration(page);

    // Required items: submitting nothing names both required questions.
    await page.getByRole('button', { name: q.submit, exact: true }).click();
    await expect(page.getByText(q.errors.required)).toHaveCount(2);
    await expect(page.getByText(q.fixErrors)).toBeVisible();
    await page.screenshot({ path: `${OUT}/viewer-required-${lang}.png`, fullPage: true });

    // Every question type; the draft survives a reload.
    const single = page.getByTestId('question-single');
    const multiple = page.getByTestId('question-multiple');
    await single.getByRole('radio').first().check();
    await multiple.getByRole('checkbox').nth(0).check();
    await multiple.getByRole('checkbox').nth(2).check();
    await page.getByTestId('question-text').getByRole('textbox').fill('多谢 / thanks');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('question-single').getByRole('radio').first()).toBeChecked();
    await expect(page.getByTestId('question-multiple').getByRole('checkbox').nth(2)).toBeChecked();
    await expect(page.getByTestId('question-text').getByRole('textbox')).toHaveValue('多谢 / thanks');
    await page.screenshot({ path: `${OUT}/viewer-filled-${lang}.png`, fullPage: true });

    // A second tab with the same form open, to try again after the first one submitted.
    const second = await page.context().newPage();
    await second.setViewportSize({ width: 390, height: 844 });
    await second.goto(`/tab/question?activityId=${activityId}&lang=${lang}`);
    await waitForHydration(second);
    await expect(second.getByTestId('question-single').getByRole('radio').first()).toBeChecked();

    await page.getByRole('button', { name: q.submit, exact: true }).click();
    await expect(page.getByText(q.confirmTitle)).toBeVisible();
    await page.getByRole('button', { name: q.confirm }).click();
    await expect(page.getByRole('heading', { name: q.answeredTitle })).toBeVisible();
    await expect(page.getByTestId('question-single').getByRole('radio').first()).toBeChecked();
    await expect(page.getByTestId('question-single').getByRole('radio').first()).toBeDisabled();
    await page.screenshot({ path: `${OUT}/viewer-answered-${lang}.png`, fullPage: true });

    // Refused the second time, with the message in the page's language; the page then shows the answers.
    const refusal = await page.request.post(`/roadshow/questionnaire/answerQuestionnaire?lang=${lang}`, {
      data: {
        activityId,
        answers: [
          { questionId: 'q1', optionIds: ['b'] },
          { questionId: 'q2', optionIds: ['y'] },
        ],
      },
    });
    expect(refusal.status()).toBe(409);
    const already = (await refusal.json()).errorMsg as string;
    await second.getByRole('button', { name: q.submit, exact: true }).click();
    await second.getByRole('button', { name: q.confirm }).click();
    await expect(second.getByText(already).first()).toBeVisible();
    await expect(second.getByRole('heading', { name: q.answeredTitle })).toBeVisible();
    await second.close();

    // No to-do any more on the activity page.
    await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=${lang}`);
    await waitForHydration(page);
    await expect(page.getByTestId('questionnaire-todo')).toHaveCount(0);

    // The sponsor sees the counts, the percentages, the chart and the fill-in answer.
    await consolePage.goto(
      `/console/activity/${activityId}/questionnaire?company=${companyId}&lang=${lang}&view=results`,
    );
    await expect(consolePage.getByTestId('response-count')).toContainText('1');
    const results = consolePage.getByTestId('qr-question');
    await expect(results).toHaveCount(3);
    const firstRow = results.nth(0).getByRole('row').nth(1);
    await expect(firstRow).toContainText('1');
    await expect(firstRow).toContainText('100%');
    await expect(results.nth(1).locator('figure svg')).toBeVisible();
    await expect(results.nth(2)).toContainText('多谢 / thanks');
    await consolePage.screenshot({ path: `${OUT}/console-results-${lang}.png`, fullPage: true });
    await sponsor.close();
  });
}

// The live room hears of a questionnaire when it opens (the `questionnaire` event) and shows the link
// without a reload. The questionnaire is withdrawn at the end, so the shared seeded room is left as found.
test('the live room shows the questionnaire link when one opens', async ({ page, browser, baseURL, account }) => {
  test.setTimeout(120_000);
  expect(account.phone).toBeTruthy();
  const activityId = await findPasswordLiveRoom(page.request);
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Enter the live room' }).click();
  const room = page.getByRole('region', { name: 'Live room' });
  await room.getByLabel('Live password').fill(DEMO_LIVE_PASSWORD);
  await room.getByRole('button', { name: 'Enter' }).click();
  await expect(room.locator('video')).toBeVisible();
  await expect(room.getByTestId('viewer-count')).toBeVisible();
  await expect(room.getByTestId('questionnaire-todo')).toHaveCount(0);

  const sponsor = await newUserContext(browser, baseURL!, 'en');
  await logIn(sponsor, baseURL!, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
  const now = Date.now();
  try {
    const saved = await consoleCall(sponsor.request, 'POST', '/console/saveQuestionnaire', {
      activityId,
      fields: {
        titleZh: '直播问卷',
        titleEn: 'Live poll',
        startAt: new Date(now - 60_000).toISOString(),
        endAt: new Date(now + HOUR).toISOString(),
        questions: [{ id: 'q1', type: 'text', required: true, textZh: '您的问题', textEn: 'Your question' }],
      },
    });
    expect(saved.status).toBe(200);
    const published = await consoleCall(sponsor.request, 'POST', '/console/publishQuestionnaire', {
      activityId,
      published: true,
    });
    expect(published.status).toBe(200);

    const link = room.getByTestId('questionnaire-todo');
    await expect(link).toContainText('A questionnaire is open');
    await page.screenshot({ path: `${OUT}/live-room-link-en.png` });
    await link.getByRole('link', { name: 'Answer the questionnaire' }).click();
    await expect(page.getByRole('heading', { name: 'Live poll' })).toBeVisible();
  } finally {
    await consoleCall(sponsor.request, 'POST', '/console/publishQuestionnaire', { activityId, published: false });
    await sponsor.close();
  }
});

// Authoring through the console's editor, not the API (decision 046): every question type, choice
// bounds, a length limit, required flags, three languages (Traditional Chinese filled from
// Simplified), the preview in each language, save and publish; then what was stored is checked.
for (const lang of LANGS) {
  test(`the sponsor builds a questionnaire in the console editor, in ${lang}`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    mkdirSync(OUT, { recursive: true });
    const qc = messages(lang).questionnaireConsole;
    const qt = messages(lang).questionnaire;
    const site = baseURL!;
    const { sponsor, companyId } = await sponsorWithCompany(browser, site, lang);
    const now = Date.now();
    const activityId = await createPublishedActivity(sponsor.request, {
      companyId,
      titleZh: `问卷编辑器测试 ${lang}`,
      titleEn: `Questionnaire editor test ${lang}`,
      meetingStatus: 0,
      startAt: new Date(now + 24 * HOUR).toISOString(),
      endAt: new Date(now + 26 * HOUR).toISOString(),
    });
    const page = await sponsor.newPage();
    await page.goto(`/console/activity/${activityId}/questionnaire?company=${companyId}&lang=${lang}`);
    await waitForHydration(page);
    const langs = [
      ['zh', qc.langZh],
      ['en', qc.langEn],
    ] as const;
    /** Types the zh-CN and English texts of one text group (aria-label "<group> · <language>"). */
    const typeTexts = async (group: string, texts: { zh: string; en: string }) => {
      for (const [key, name] of langs) await page.getByLabel(`${group} · ${name}`, { exact: true }).fill(texts[key]);
    };
    const questionN = (n: number) => qc.questionN.replace('{{n}}', String(n));
    const optionN = (n: number) => qc.optionN.replace('{{n}}', String(n));
    const question = (n: number) => page.getByTestId('qe-question').nth(n - 1);
    const chooseType = async (n: number, typeName: string) => {
      await question(n).getByRole('combobox', { name: qc.typeLabel }).click();
      await page.locator('.ant-select-item-option', { hasText: typeName }).last().click();
    };

    await typeTexts(qc.titleLabel, { zh: '会后问卷', en: 'After the briefing' });
    await typeTexts(qc.introLabel, { zh: '请花一分钟填写。', en: 'This takes a minute.' });
    // Question 1: single choice, required (the new question's defaults), two options.
    await expect(page.getByTestId('qe-question')).toHaveCount(1);
    await typeTexts(`${questionN(1)} · ${qc.textLabel}`, { zh: '您对本次说明会满意吗？', en: 'Were you satisfied?' });
    await typeTexts(`${questionN(1)} · ${optionN(1)}`, { zh: '满意', en: 'Satisfied' });
    await typeTexts(`${questionN(1)} · ${optionN(2)}`, { zh: '不满意', en: 'Not satisfied' });
    // Question 2: multiple choice with three options, at least 1 and at most 2.
    await page.getByRole('button', { name: qc.addQuestion }).click();
    await chooseType(2, qt.types.multiple);
    await typeTexts(`${questionN(2)} · ${qc.textLabel}`, { zh: '您关注哪些方面？', en: 'Which topics matter to you?' });
    await question(2).getByRole('button', { name: qc.addOption }).click();
    for (const [n, zh, en] of [
      [1, '经营业绩', 'Results'],
      [2, '分红政策', 'Dividends'],
      [3, '发展战略', 'Strategy'],
    ] as const)
      await typeTexts(`${questionN(2)} · ${optionN(n)}`, { zh, en });
    await question(2).getByLabel(qc.minChoices).fill('1');
    await question(2).getByLabel(qc.maxChoices).fill('2');
    // Question 3: fill-in, optional, at most 100 characters.
    await page.getByRole('button', { name: qc.addQuestion }).click();
    await chooseType(3, qt.types.text);
    await typeTexts(`${questionN(3)} · ${qc.textLabel}`, { zh: '其他建议', en: 'Anything else?' });
    await question(3).getByRole('checkbox', { name: qc.requiredLabel }).uncheck();
    await question(3).getByLabel(qc.maxLength).fill('100');
    // Traditional Chinese from Simplified, in one click.
    await page.getByRole('button', { name: qc.convert }).click();
    await expect(page.getByLabel(`${qc.titleLabel} · ${qc.langTc}`, { exact: true })).toHaveValue(/問卷/);
    await page.screenshot({ path: `${OUT}/editor-built-${lang}.png`, fullPage: true });

    // The preview shows the viewer's form in each language.
    await page.getByRole('button', { name: qc.preview }).click();
    const preview = page.getByTestId('questionnaire-preview');
    // The language switch is a group of antd radio buttons: their labels take the click.
    const previewLang = (name: string) =>
      page.getByRole('dialog').locator('label.ant-radio-button-wrapper', { hasText: name });
    await expect(preview.getByTestId('question-single')).toBeVisible();
    await expect(preview.getByTestId('question-multiple').getByRole('checkbox')).toHaveCount(3);
    await expect(preview.getByTestId('question-text')).toBeVisible();
    for (const [name, title] of [
      [qc.langEn, 'After the briefing'],
      [qc.langZh, '会后问卷'],
    ] as const) {
      await previewLang(name).click();
      await expect(preview.getByRole('heading', { level: 3 })).toHaveText(title);
    }
    await previewLang(qc.langTc).click();
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText(/問卷/);
    await page.screenshot({ path: `${OUT}/editor-preview-${lang}.png` });
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // The toast lasts a second, which a loaded machine's polling can miss: the call's answer is what
    // to wait on (as console-refund does).
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/console/saveQuestionnaire')),
      page.getByRole('button', { name: qc.save, exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByRole('button', { name: qc.publish, exact: true }).click();
    // The confirmation's OK button (antd writes two Chinese characters as "发 布").
    const [published] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/console/publishQuestionnaire')),
      page.getByRole('dialog').locator('.ant-btn-primary').click(),
    ]);
    expect(published.status()).toBe(200);
    // The page's status tag, not the toast (in English both say "Published").
    await expect(page.locator('#main').getByText(qc.status.published, { exact: true })).toBeVisible();

    // What the editor stored: three types, bounds, limit, required flags, three languages.
    const stored = (await consoleCall(sponsor.request, 'GET', '/console/getQuestionnaire', { activityId })).body.result
      .questionnaire;
    expect(stored.published).toBe(true);
    expect(stored.fields).toMatchObject({ titleZh: '会后问卷', titleEn: 'After the briefing' });
    expect(stored.fields.titleTc).toMatch(/問卷/);
    const [single, multiple, text] = stored.fields.questions;
    expect(single).toMatchObject({ type: 'single', required: true, textEn: 'Were you satisfied?' });
    expect(single.options.map((o: { textZh: string; textTc: string }) => o.textTc)).toEqual(['滿意', '不滿意']);
    expect(multiple).toMatchObject({ type: 'multiple', required: true, minChoices: 1, maxChoices: 2 });
    expect(multiple.options).toHaveLength(3);
    expect(text).toMatchObject({ type: 'text', required: false, maxLength: 100, options: [] });
    await sponsor.close();
  });
}

// Outside the window, both viewer pages say the spec's sentence and offer no form, in each language.
test('the questionnaire pages say it has not started or has ended, in three languages', async ({
  page,
  browser,
  baseURL,
  account,
}) => {
  test.setTimeout(120_000);
  expect(account.phone).toBeTruthy();
  mkdirSync(OUT, { recursive: true });
  const site = baseURL!;
  const { sponsor, companyId } = await sponsorWithCompany(browser, site, 'en');
  const now = Date.now();
  const windows = {
    ended: { startAt: new Date(now - 48 * HOUR).toISOString(), endAt: new Date(now - 24 * HOUR).toISOString() },
    notStarted: { startAt: new Date(now + 24 * HOUR).toISOString(), endAt: new Date(now + 48 * HOUR).toISOString() },
  };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [phase, window] of Object.entries(windows)) {
    const activityId = await createPublishedActivity(sponsor.request, {
      companyId,
      titleZh: `问卷时间窗测试 ${phase}`,
      titleEn: `Questionnaire window test ${phase}`,
      meetingStatus: 3,
      startAt: new Date(now - 26 * HOUR).toISOString(),
      endAt: new Date(now - 25 * HOUR).toISOString(),
    });
    const saved = await consoleCall(sponsor.request, 'POST', '/console/saveQuestionnaire', {
      activityId,
      fields: {
        titleZh: '会后问卷',
        titleEn: 'After the briefing',
        ...window,
        questions: [{ id: 'q1', type: 'text', required: true, textZh: '您的建议', textEn: 'Your advice' }],
      },
    });
    expect(saved.status).toBe(200);
    const published = await consoleCall(sponsor.request, 'POST', '/console/publishQuestionnaire', {
      activityId,
      published: true,
    });
    expect(published.status).toBe(200);
    for (const lang of LANGS) {
      const q = messages(lang).questionnaire;
      await page.goto(`/tab/question?activityId=${activityId}&lang=${lang}`);
      await expect(page.getByTestId('questionnaire-closed')).toHaveText(q.closed);
      await expect(page.getByRole('button', { name: q.submit, exact: true })).toHaveCount(0);
      await expect(page.getByText(q.phase[phase]).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/closed-${phase}-${lang}.png`, fullPage: true });
      await page.goto(`/tab/questionType?activityId=${activityId}&lang=${lang}`);
      await expect(page.getByText(q.closed)).toBeVisible();
      await expect(page.getByRole('link', { name: q.start })).toHaveCount(0);
      // The call says the same, in the same words.
      const refused = await page.request.post(`/roadshow/questionnaire/answerQuestionnaire?lang=${lang}`, {
        data: { activityId, answers: [{ questionId: 'q1', text: 'x' }] },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).errorMsg).toBe(q.closed);
    }
  }
  await sponsor.close();
});
