import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessMode, SignUpState } from '@roadshow/contracts/sign-label';
import { activityAgenda, activityFiles, activityGuests } from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

// Spec §6 as an access matrix: 5 modes × 6 kinds of viewer × every resource of the page. Each
// activity's gated parts carry the word SECRET; a denied answer must never contain it.

const identity = fakeIdentity();
let api: TestApi;

const SUBJECTS = ['anonymous', 'stranger', 'listed', 'pending', 'approved', 'rejected'] as const;
type Subject = (typeof SUBJECTS)[number];
const MODES: AccessMode[] = ['public', 'registration', 'direct', 'whitelist', 'invitees'];
const GATED = ['getActivityContent', 'getGuestPersonList', 'getFileInfoList', 'checkAccessMeetingAuth'] as const;
type Gated = (typeof GATED)[number];
const OPEN = ['getActivityManageDetail', 'getCompanyIntroduction', 'getRelatedActivityList', 'getAttendSetting'];

const all = (code: string | null) =>
  Object.fromEntries(SUBJECTS.map((s) => [s, code])) as Record<Subject, string | null>;
const approvedOnly: Record<Subject, string | null> = {
  anonymous: 'UNAUTHORIZED',
  stranger: 'SIGN_UP_NOT_REGISTERED',
  listed: 'SIGN_UP_NOT_REGISTERED',
  pending: 'SIGN_UP_UNDER_REVIEW',
  approved: null,
  rejected: 'SIGN_UP_NOT_APPROVED',
};
const listedOnly: Record<Subject, string | null> = {
  ...all(null),
  anonymous: 'UNAUTHORIZED',
  stranger: 'NO_ATTEND_PERMISSION',
};
const listedAndApproved = { ...approvedOnly, stranger: 'NO_ATTEND_PERMISSION' };

/** The expected answer (null = allowed, else the error code) per mode, resource and viewer. */
const EXPECTED: Record<AccessMode, Record<Gated, Record<Subject, string | null>>> = {
  public: {
    getActivityContent: all(null),
    getGuestPersonList: all(null),
    getFileInfoList: all(null),
    checkAccessMeetingAuth: all(null),
  },
  direct: {
    getActivityContent: all(null),
    getGuestPersonList: all(null),
    getFileInfoList: all(null),
    checkAccessMeetingAuth: all(null),
  },
  registration: {
    getActivityContent: all(null),
    getGuestPersonList: all(null),
    getFileInfoList: approvedOnly,
    checkAccessMeetingAuth: approvedOnly,
  },
  whitelist: {
    getActivityContent: listedOnly,
    getGuestPersonList: listedOnly,
    getFileInfoList: listedAndApproved,
    checkAccessMeetingAuth: listedAndApproved,
  },
  invitees: {
    getActivityContent: listedOnly,
    getGuestPersonList: listedOnly,
    getFileInfoList: listedOnly,
    checkAccessMeetingAuth: listedOnly,
  },
};

/** Who sees the agenda items (visibility 1). */
const AGENDA_VISIBLE: Record<AccessMode, Subject[]> = {
  public: [...SUBJECTS],
  direct: [...SUBJECTS],
  registration: ['approved'],
  whitelist: ['approved'],
  invitees: ['listed', 'pending', 'approved', 'rejected'],
};

const activityOf = new Map<AccessMode, number>();
const viewers = new Map<Subject, FakeUser | undefined>();

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  const companyId = await insertCompany(api.ctx, '600002');
  for (const subject of SUBJECTS) viewers.set(subject, subject === 'anonymous' ? undefined : identity.user());
  const db = api.ctx.database.db;
  for (const accessMode of MODES) {
    // Parts the mode holds back carry the word SECRET; parts anyone may see say OPEN.
    const mark = (gated: boolean) => (gated ? 'SECRET' : 'OPEN');
    const listGated = accessMode === 'whitelist' || accessMode === 'invitees';
    const signUpGated = listGated || accessMode === 'registration';
    const id = await insertActivity(api.ctx, {
      companyId,
      accessMode,
      contentZh: `${mark(listGated)} 内容`,
      contentEn: `${mark(listGated)} content`,
    });
    activityOf.set(accessMode, id);
    const startAt = new Date(TEST_NOW.getTime() + 24 * 3_600_000);
    await db.insert(activityGuests).values({ activityId: id, nameZh: `${mark(listGated)} 嘉宾`, titleZh: '董事长' });
    await db
      .insert(activityAgenda)
      .values({ activityId: id, startAt, endAt: startAt, titleZh: `${mark(signUpGated)} 议程` });
    await db.insert(activityFiles).values({
      activityId: id,
      nameZh: `${mark(signUpGated)}.pdf`,
      storageKey: 'files/x',
      mimeType: 'application/pdf',
      sizeBytes: 1,
    });
    const listedUsers = (['listed', 'pending', 'approved', 'rejected'] as const).map(
      (s) => viewers.get(s)!.user.mobile,
    );
    await api.ctx.repos.activityDetail.addToList(id, listedUsers);
    for (const state of ['pending', 'approved', 'rejected'] as const satisfies SignUpState[])
      await api.ctx.repos.signUps.insert({
        activityId: id,
        userId: viewers.get(state)!.user.userId,
        state,
        updatedAt: TEST_NOW,
      });
  }
});
afterAll(() => api.close());

const call = (path: string, activityId: number, who: FakeUser | undefined) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/activity/${path}?lang=en`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { activityId },
  });

describe.each(MODES)('access mode %s', (mode) => {
  it.each(SUBJECTS)(
    'gated resources for a viewer who is %s: allowed or refused as spec §6 says, no leak',
    async (subject) => {
      const id = activityOf.get(mode)!;
      for (const resource of GATED) {
        const response = await call(resource, id, viewers.get(subject));
        const expected = EXPECTED[mode][resource][subject];
        if (expected === null) {
          expect(response.statusCode, `${resource}`).toBe(200);
        } else {
          expect(response.json(), `${resource}`).toMatchObject({ success: false, errorCode: expected });
          expect(response.statusCode).toBe(expected === 'UNAUTHORIZED' ? 401 : 403);
          expect(response.body).not.toContain('SECRET');
        }
      }
      const agenda = (await call('getMeetingAgendaList', id, viewers.get(subject))).json().result;
      const visible = AGENDA_VISIBLE[mode].includes(subject);
      expect(agenda.visibility === 1, 'agenda visibility').toBe(visible);
      expect(agenda.agendaList.length > 0).toBe(visible);
    },
  );

  it('detail, company, related and settings are open to anyone and carry no gated part', async () => {
    const id = activityOf.get(mode)!;
    for (const path of OPEN) {
      const response = await call(path, id, undefined);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).not.toContain('SECRET');
    }
  });
});

describe('messages of refusals', () => {
  it('speaks the viewer’s language and tells a stranger to contact the sponsor', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/roadshow/activity/getActivityContent?lang=zh-CN',
      headers: { cookie: viewers.get('stranger')!.cookie },
      payload: { activityId: activityOf.get('invitees') },
    });
    expect(response.json().errorMsg).toBe('您没有参会权限，请联系主办方');
  });

  it('a whitelist user without a mobile number is asked to log in again', async () => {
    const response = await call('getActivityContent', activityOf.get('whitelist')!, identity.user({ mobile: '' }));
    expect(response.json().errorCode).toBe('MOBILE_EMAIL_EMPTY');
  });
});
