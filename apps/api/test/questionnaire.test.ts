import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import type { QuestionnaireFieldsInput } from '@roadshow/contracts/questionnaire';
import { announceOpenedQuestionnaires } from '../src/services/questionnaire/announce-opened-questionnaires.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';

const identity = fakeIdentity();
const operator = identity.user({ role: 'operator' });
const adminA = identity.user();
const secretaryA = identity.user();
const approverA = identity.user();
const adminB = identity.user();
const investors = Array.from({ length: 12 }, () => identity.user());
const [alice, bob] = investors as [FakeUser, FakeUser];

const HOUR = 3_600_000;
let clock = TEST_NOW;
let api: TestApi;
let companyA: number;
let publicActivity: number;
let registrationActivity: number;
const liveEvents: { activityId: number; name: string; data: unknown }[] = [];

const call = (entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);
const q = contract.questionnaire;
const c = contract.console;

function fields(overrides: Partial<QuestionnaireFieldsInput> = {}): QuestionnaireFieldsInput {
  return {
    titleZh: '会后问卷',
    titleEn: 'After the briefing',
    startAt: new Date(TEST_NOW.getTime() + HOUR).toISOString(),
    endAt: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString(),
    questions: [
      {
        id: 'q1',
        type: 'single',
        required: true,
        textZh: '您对本次说明会满意吗？',
        textEn: 'Were you satisfied with the briefing?',
        options: [
          { id: 'a', textZh: '满意', textEn: 'Yes' },
          { id: 'b', textZh: '不满意', textEn: 'No' },
        ],
      },
      {
        id: 'q2',
        type: 'multiple',
        required: true,
        textZh: '您关注哪些方面？',
        options: [
          { id: 'x', textZh: '业绩' },
          { id: 'y', textZh: '分红' },
          { id: 'z', textZh: '战略' },
        ],
        minChoices: 1,
        maxChoices: 2,
      },
      { id: 'q3', type: 'text', required: false, textZh: '其他建议', maxLength: 20 },
    ],
    ...overrides,
  };
}
const goodAnswers = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['x', 'z'] },
  { questionId: 'q3', text: '很好' },
];

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  api.ctx.bus.subscribe('live.event', (event) =>
    liveEvents.push({ activityId: event.activityId, name: event.name, data: event.data }),
  );
  companyA = await insertCompany(api.ctx, '600300');
  const companyB = await insertCompany(api.ctx, '600400');
  for (const [who, companyId, role] of [
    [adminA, companyA, 'admin'],
    [secretaryA, companyA, 'secretary'],
    [approverA, companyA, 'approver'],
    [adminB, companyB, 'admin'],
  ] as const) {
    expect((await call(c.grantRole, { companyId, phone: who.user.mobile, role }, operator)).statusCode).toBe(200);
  }
  publicActivity = await insertActivity(api.ctx, { companyId: companyA, accessMode: 'public' });
  registrationActivity = await insertActivity(api.ctx, { companyId: companyA, accessMode: 'registration' });
});
afterAll(() => api.close());

describe('authoring in the console', () => {
  it('the secretary drafts; viewers see nothing until the admin publishes', async () => {
    const empty = await call(c.getConsoleQuestionnaire, { activityId: publicActivity }, secretaryA);
    expect(empty.json().result).toEqual({ activityId: publicActivity, questionnaire: null });
    const saved = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: fields() }, secretaryA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.questionnaire).toMatchObject({ published: false, responseCount: 0 });
    // A fill-in question keeps no options or choice bounds, whatever the form sent.
    expect(saved.json().result.questionnaire.fields.questions[2]).toMatchObject({ options: [], minChoices: null });
    expect((await call(q.getQuestionnaireInfo, { activityId: publicActivity }, alice)).statusCode).toBe(404);

    const bySecretary = await call(c.publishQuestionnaire, { activityId: publicActivity, published: true }, secretaryA);
    expect(bySecretary.statusCode).toBe(403);
    const published = await call(c.publishQuestionnaire, { activityId: publicActivity, published: true }, adminA);
    expect(published.json().result.questionnaire.published).toBe(true);
    // Not open yet: the live room hears nothing.
    expect(liveEvents.filter((event) => event.name === 'questionnaire')).toEqual([]);
  });

  it('bad questions are refused with the field named, in the request language', async () => {
    const noOptions = fields({
      questions: [
        { id: 'q1', type: 'single', required: true, textZh: '只有一个选项', options: [{ id: 'a', textZh: '甲' }] },
      ],
    });
    const answer = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: noOptions }, adminA, 'zh-CN');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('QUESTION_OPTIONS_MISSING');
    expect(answer.json().errorMsg).toBe('选择题至少需要两个选项');
    expect(answer.json().fields[0].path).toBe('body.fields.questions.0.options');

    const bounds = fields();
    bounds.questions[1] = { ...bounds.questions[1]!, minChoices: 3, maxChoices: 2 };
    const refused = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: bounds }, adminA, 'tc');
    expect(refused.json()).toMatchObject({ errorCode: 'CHOICE_BOUNDS_INVALID' });
    // More choices asked for than there are options: nobody could answer it.
    const unanswerable = fields();
    unanswerable.questions[1] = { ...unanswerable.questions[1]!, minChoices: 4, maxChoices: null };
    const tooMany = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: unanswerable }, adminA);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'CHOICE_BOUNDS_INVALID',
      fields: [{ path: 'body.fields.questions.1.minChoices' }],
    });
    const backwards = fields({ endAt: fields().startAt });
    expect(
      (await call(c.saveQuestionnaire, { activityId: publicActivity, fields: backwards }, adminA)).json(),
    ).toMatchObject({
      errorCode: 'END_BEFORE_START',
    });
    const none = await call(
      c.saveQuestionnaire,
      { activityId: publicActivity, fields: fields({ questions: [] }) },
      adminA,
    );
    expect(none.json().errorCode).toBe('QUESTIONS_MISSING');
  });

  it("a published questionnaire is the admin's: the secretary is refused, the admin may change it or withdraw it", async () => {
    const activityId = await insertActivity(api.ctx, { companyId: companyA, accessMode: 'public' });
    expect((await call(c.saveQuestionnaire, { activityId, fields: fields() }, secretaryA)).statusCode).toBe(200);
    expect((await call(c.publishQuestionnaire, { activityId, published: true }, adminA)).statusCode).toBe(200);
    const changed = fields({ titleEn: 'Changed by the secretary' });
    const refused = await call(c.saveQuestionnaire, { activityId, fields: changed }, secretaryA, 'zh-CN');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'QUESTIONNAIRE_PUBLISHED',
      errorMsg: '问卷已发布，只有管理员可以修改；如需修改，请联系管理员或由管理员先撤回发布',
    });
    const stored = (await call(c.getConsoleQuestionnaire, { activityId }, adminA)).json().result.questionnaire;
    expect(stored.fields.titleEn).toBe('After the briefing');
    // The admin changes it while published; after withdrawing, the secretary drafts again.
    expect(
      (await call(c.saveQuestionnaire, { activityId, fields: fields({ titleEn: 'By the admin' }) }, adminA)).statusCode,
    ).toBe(200);
    expect((await call(c.publishQuestionnaire, { activityId, published: false }, adminA)).statusCode).toBe(200);
    expect((await call(c.saveQuestionnaire, { activityId, fields: changed }, secretaryA)).statusCode).toBe(200);
  });

  it('every change is in the audit log', async () => {
    const log = (await call(c.listAuditLog, { companyId: companyA, activityId: publicActivity }, adminA)).json().result;
    const actions = log.entries.map((entry: { action: string; actorUserId: string }) => [
      entry.action,
      entry.actorUserId,
    ]);
    expect(actions).toContainEqual(['questionnaire.create', secretaryA.user.userId]);
    expect(actions).toContainEqual(['questionnaire.publish', adminA.user.userId]);
  });
});

describe('answering', () => {
  it('before the start: info says not started, answering is refused with the spec message', async () => {
    const info = (await call(q.getQuestionnaireInfo, { activityId: publicActivity })).json().result;
    expect(info).toMatchObject({
      title: 'After the briefing',
      phase: 'notStarted',
      questionCount: 3,
      requiredCount: 2,
      typeCounts: { single: 1, multiple: 1, text: 1 },
      answered: false,
    });
    const early = await call(
      q.answerQuestionnaire,
      { activityId: publicActivity, answers: goodAnswers },
      alice,
      'zh-CN',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMsg).toBe('问卷未开始或已结束');
    expect((await call(q.checkWaitWrite, { activityId: publicActivity }, alice)).json().result.show).toBe(false);
  });

  it('when it opens, the sweep tells the live room once', async () => {
    clock = new Date(TEST_NOW.getTime() + 2 * HOUR);
    expect(await announceOpenedQuestionnaires(api.ctx)).toBe(1);
    expect(await announceOpenedQuestionnaires(api.ctx)).toBe(0);
    expect(liveEvents.filter((event) => event.name === 'questionnaire')).toEqual([
      { activityId: publicActivity, name: 'questionnaire', data: { questionnaireId: expect.any(Number) } },
    ]);
  });

  it('detail needs a login; the to-do badge shows for a viewer who has not answered', async () => {
    expect((await call(q.getQuestionnaireDetail, { activityId: publicActivity })).statusCode).toBe(401);
    const detail = (await call(q.getQuestionnaireDetail, { activityId: publicActivity }, alice, 'tc')).json().result;
    expect(detail.phase).toBe('open');
    expect(detail.questions.map((question: { type: string }) => question.type)).toEqual(['single', 'multiple', 'text']);
    // No tc text: converted from zh-CN.
    expect(detail.questions[1].text).toBe('您關注哪些方面？');
    expect(detail.myAnswers).toBeNull();
    expect((await call(q.checkWaitWrite, { activityId: publicActivity }, alice)).json().result).toMatchObject({
      show: true,
    });
    expect((await call(q.checkWaitWrite, { activityId: publicActivity })).json().result.show).toBe(false);
  });

  it('required items must be filled: each missing one is named, nothing is stored', async () => {
    const answer = await call(
      q.answerQuestionnaire,
      { activityId: publicActivity, answers: [{ questionId: 'q3', text: '只填了选填题' }] },
      alice,
      'en',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMsg).toBe('There are required items not filled in');
    expect(answer.json().fields.map((field: { path: string }) => field.path)).toEqual([
      'body.answers.q1',
      'body.answers.q2',
    ]);
    const tooMany = await call(
      q.answerQuestionnaire,
      { activityId: publicActivity, answers: [goodAnswers[0], { questionId: 'q2', optionIds: ['x', 'y', 'z'] }] },
      alice,
    );
    expect(tooMany.json().errorCode).toBe('CHOICE_COUNT_INVALID');
    const tooLong = await call(
      q.answerQuestionnaire,
      {
        activityId: publicActivity,
        answers: [goodAnswers[0], goodAnswers[1], { questionId: 'q3', text: 'x'.repeat(21) }],
      },
      alice,
    );
    expect(tooLong.json().errorCode).toBe('ANSWER_TOO_LONG');
    const detail = (await call(q.getQuestionnaireDetail, { activityId: publicActivity }, alice)).json().result;
    expect(detail.answered).toBe(false);
  });

  it('submission is final: the second submit is refused and the first answers stay', async () => {
    const first = await call(q.answerQuestionnaire, { activityId: publicActivity, answers: goodAnswers }, alice);
    expect(first.statusCode).toBe(200);
    const second = await call(
      q.answerQuestionnaire,
      { activityId: publicActivity, answers: [{ questionId: 'q1', optionIds: ['b'] }, goodAnswers[1]] },
      alice,
      'tc',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'QUESTIONNAIRE_ANSWERED',
      errorMsg: '您已提交過該問卷，提交後不可修改',
    });
    const detail = (await call(q.getQuestionnaireDetail, { activityId: publicActivity }, alice)).json().result;
    expect(detail.myAnswers).toEqual(goodAnswers);
    expect((await call(q.checkWaitWrite, { activityId: publicActivity }, alice)).json().result.show).toBe(false);
  });

  it('answers are checked against the questions as they are when stored, not a copy read before a save', async () => {
    const activityId = await insertActivity(api.ctx, { companyId: companyA, accessMode: 'public' });
    const open = { startAt: new Date(clock.getTime() - HOUR).toISOString() };
    expect((await call(c.saveQuestionnaire, { activityId, fields: fields(open) }, adminA)).statusCode).toBe(200);
    expect((await call(c.publishQuestionnaire, { activityId, published: true }, adminA)).statusCode).toBe(200);
    // The sponsor removes option b of question 1 while Bob's submission (choosing b) is on its way:
    // the save lands after the submission read the questionnaire and before it stores the answers.
    const withoutB = fields(open);
    const first = withoutB.questions[0]!;
    withoutB.questions[0] = { ...first, options: [first.options![0]!, { id: 'c', textZh: '一般' }] };
    const repo = api.ctx.repos.questionnaires;
    const responseOf = repo.responseOf;
    repo.responseOf = async (...args) => {
      repo.responseOf = responseOf;
      expect((await call(c.saveQuestionnaire, { activityId, fields: withoutB }, adminA)).statusCode).toBe(200);
      return responseOf(...args);
    };
    try {
      const answer = await call(
        q.answerQuestionnaire,
        { activityId, answers: [{ questionId: 'q1', optionIds: ['b'] }, goodAnswers[1]!] },
        bob,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'BAD_REQUEST', fields: [{ path: 'body.answers.q1' }] });
    } finally {
      repo.responseOf = responseOf;
    }
    const stored = (await call(c.getConsoleQuestionnaire, { activityId }, adminA)).json().result.questionnaire;
    expect(stored.responseCount).toBe(0);
    // Against the questions as they now are, the answer is taken.
    const again = await call(
      q.answerQuestionnaire,
      { activityId, answers: [{ questionId: 'q1', optionIds: ['c'] }, goodAnswers[1]!] },
      bob,
    );
    expect(again.statusCode).toBe(200);
  });

  it('ten parallel submits by one user store exactly one response', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(
          q.answerQuestionnaire,
          {
            activityId: publicActivity,
            answers: [
              { questionId: 'q1', optionIds: [index % 2 ? 'a' : 'b'] },
              { questionId: 'q2', optionIds: ['y'] },
            ],
          },
          bob,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const row = await api.ctx.repos.questionnaires.byActivity(publicActivity);
    const bobs = (await api.ctx.repos.questionnaires.responses(row!.id)).filter((r) => r.userId === bob.user.userId);
    expect(bobs).toHaveLength(1);
  });

  it('ten users at once are all counted', async () => {
    const others = investors.slice(2, 12);
    const answers = await Promise.all(
      others.map((who, index) =>
        call(
          q.answerQuestionnaire,
          {
            activityId: publicActivity,
            answers: [
              { questionId: 'q1', optionIds: [index < 7 ? 'a' : 'b'] },
              { questionId: 'q2', optionIds: ['x'] },
            ],
          },
          who,
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('after the deadline: refused with the spec message', async () => {
    clock = new Date(TEST_NOW.getTime() + 49 * HOUR);
    const fresh = identity.user();
    const refused = await call(
      q.answerQuestionnaire,
      { activityId: publicActivity, answers: goodAnswers },
      fresh,
      'en',
    );
    expect(refused.json()).toMatchObject({
      errorCode: 'QUESTIONNAIRE_CLOSED',
      errorMsg: 'The questionnaire has not started or has ended',
    });
    expect((await call(q.getQuestionnaireInfo, { activityId: publicActivity })).json().result.phase).toBe('ended');
    clock = new Date(TEST_NOW.getTime() + 2 * HOUR);
  });
});

describe('results for the sponsor', () => {
  it('counts and percentages per option; fill-in answers listed; the approver reads, the secretary cannot export', async () => {
    const answer = await call(c.getQuestionnaireResults, { activityId: publicActivity }, approverA);
    expect(answer.statusCode).toBe(200);
    const results = answer.json().result;
    // alice, bob and ten others.
    expect(results.responseCount).toBe(12);
    const [single, multi, text] = results.questions;
    // alice and seven others chose a; bob's one stored submit chose a or b.
    const row = await api.ctx.repos.questionnaires.byActivity(publicActivity);
    const bobs = (await api.ctx.repos.questionnaires.responseOf(row!.id, bob.user.userId))!;
    const chosenA = 8 + (bobs.answers[0]!.optionIds![0] === 'a' ? 1 : 0);
    expect(single.options.map((option: { count: number }) => option.count)).toEqual([chosenA, 12 - chosenA]);
    expect(single.options[0].percent).toBe(Math.round((chosenA / 12) * 1000) / 10);
    expect(multi.options.find((option: { optionId: string }) => option.optionId === 'x').count).toBe(11);
    expect(text.texts).toEqual([{ text: '很好', submittedAt: expect.any(String) }]);
    expect((await call(c.exportQuestionnaireResults, { activityId: publicActivity }, secretaryA)).statusCode).toBe(403);
  });

  it('the export is an XLSX in the request language with one row per response, and is logged', async () => {
    const answer = await call(c.exportQuestionnaireResults, { activityId: publicActivity }, adminA, 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Responses']);
    const responses = workbook.getWorksheet('Responses')!;
    expect(responses.rowCount).toBe(13);
    expect(responses.getRow(1).getCell(3).value).toBe('1. Were you satisfied with the briefing?');
    expect(responses.getRow(2).getCell(5).value).toBe('很好');
    const log = (await call(c.listAuditLog, { companyId: companyA }, adminA)).json().result;
    expect(log.entries.map((entry: { action: string }) => entry.action)).toContain('questionnaire.export');
  });

  it('questions are locked once answered, but the deadline can move', async () => {
    const changed = fields();
    changed.questions[0] = { ...changed.questions[0]!, textZh: '改了题目' };
    const locked = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: changed }, adminA);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorCode).toBe('QUESTIONNAIRE_LOCKED');
    const later = fields({ endAt: new Date(TEST_NOW.getTime() + 96 * HOUR).toISOString() });
    const moved = await call(c.saveQuestionnaire, { activityId: publicActivity, fields: later }, adminA);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result.questionnaire.fields.endAt).toBe(later.endAt);
  });

  it('a member of another company gets 403 on every questionnaire call of the console', async () => {
    const inputs: [CallDefinition, object][] = [
      [c.getConsoleQuestionnaire, { activityId: publicActivity }],
      [c.saveQuestionnaire, { activityId: publicActivity, fields: fields() }],
      [c.publishQuestionnaire, { activityId: publicActivity, published: false }],
      [c.getQuestionnaireResults, { activityId: publicActivity }],
      [c.exportQuestionnaireResults, { activityId: publicActivity }],
    ];
    for (const [entry, input] of inputs) {
      const answer = await call(entry, input, adminB);
      expect(answer.statusCode, entry.path).toBe(403);
      expect((await call(entry, input, alice)).statusCode, entry.path).toBe(403);
    }
    expect((await api.ctx.repos.questionnaires.byActivity(publicActivity))!.published).toBe(true);
  });
});

describe('access rules and "my questionnaires to fill"', () => {
  it('a registration activity: only approved attendees answer, and they find it in their to-fill list', async () => {
    const start = new Date(clock.getTime() - HOUR).toISOString();
    const end = new Date(clock.getTime() + 24 * HOUR).toISOString();
    expect(
      (
        await call(
          c.saveQuestionnaire,
          { activityId: registrationActivity, fields: fields({ startAt: start, endAt: end }) },
          adminA,
        )
      ).statusCode,
    ).toBe(200);
    liveEvents.length = 0;
    await call(c.publishQuestionnaire, { activityId: registrationActivity, published: true }, adminA);
    // Published inside its window: the room hears at once.
    expect(liveEvents.map((event) => [event.activityId, event.name])).toEqual([
      [registrationActivity, 'questionnaire'],
    ]);

    const outsider = identity.user();
    const refused = await call(
      q.answerQuestionnaire,
      { activityId: registrationActivity, answers: goodAnswers },
      outsider,
    );
    expect(refused.json().errorCode).toBe('SIGN_UP_NOT_REGISTERED');
    expect((await call(q.checkWaitWrite, { activityId: registrationActivity }, outsider)).json().result.show).toBe(
      false,
    );

    const attendee = identity.user();
    const signed = await api.app.inject({
      method: 'POST',
      url: '/roadshow/activity/signOrAppointment',
      headers: { cookie: attendee.cookie },
      payload: { activityId: registrationActivity, source: '01' },
    });
    expect(signed.statusCode).toBe(200);
    const pending = await api.ctx.repos.questionnaires.pendingForUser(attendee.user.userId, clock);
    expect(pending.map((row) => row.activityId)).toEqual([registrationActivity]);
    expect((await call(q.checkWaitWrite, { activityId: registrationActivity }, attendee)).json().result.show).toBe(
      true,
    );
    const ok = await call(q.answerQuestionnaire, { activityId: registrationActivity, answers: goodAnswers }, attendee);
    expect(ok.statusCode).toBe(200);
    expect(await api.ctx.repos.questionnaires.pendingForUser(attendee.user.userId, clock)).toEqual([]);
  });
});
