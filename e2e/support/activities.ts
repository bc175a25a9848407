import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

interface Setting {
  accessMode: string;
  needsApproval: boolean;
  registrationForm: boolean;
  seatsLeft: number | null;
}

const ids = (list: { activityId: number }[]) => list.map((item) => item.activityId);

/**
 * The published activities a visitor can be shown, as the API lists them: the site visits of the
 * home page, then the roadshows the square's search lists (live, then upcoming soonest first).
 * Candidates to check, instead of trying ids one by one.
 */
async function listedActivities(request: APIRequestContext): Promise<number[]> {
  const visits = (await (await request.get('/roadshow/homePage/getOfflineResearchList?lang=en')).json()).result as {
    offlineResearchList: { activityId: number }[];
  };
  const found = [...ids(visits.offlineResearchList)];
  for (let page = 1; page <= 3; page += 1) {
    const search = await request.get(`/roadshow/search/searchActivities?pageSize=48&page=${page}&lang=en`);
    const hits = ((await search.json()).result as { roadShowSquareList: { activityId: number }[] }).roadShowSquareList;
    found.push(...ids(hits));
  }
  return [...new Set(found)];
}

/**
 * A listed activity that an anonymous visitor could sign up for and whose sign-ups the sponsor
 * reviews: registration mode, approval, no form, window open ("register now", label 10).
 */
export async function findReviewedActivity(request: APIRequestContext): Promise<number> {
  for (const id of await listedActivities(request)) {
    const setting = await request.post('/roadshow/activity/getAttendSetting?lang=en', { data: { activityId: id } });
    if (!setting.ok()) continue;
    const s = (await setting.json()).result as Setting;
    if (s.accessMode !== 'registration' || !s.needsApproval || s.registrationForm) continue;
    const detail = (
      await (await request.post('/roadshow/activity/getActivityManageDetail', { data: { activityId: id } })).json()
    ).result as { company: unknown };
    const status = (await (await request.post('/roadshow/activity/getSignStatus', { data: { activityId: id } })).json())
      .result as { label: number };
    if (detail.company && status.label === 10) return id;
  }
  throw new Error('no seeded activity takes reviewed sign-ups');
}

/** The demo sponsor of the seed (apps/identity/src/services/accounts/ensure-demo-sponsor.ts). */
export const DEMO_SPONSOR = { phone: '13800000001', password: 'sponsor2026' } as const;

/**
 * A listed activity with the whole sign-up flow (a reviewed site visit asking for the registration
 * form and the commitment letter) whose window is open ("register now").
 */
export async function findLetterActivity(request: APIRequestContext): Promise<number> {
  for (const id of await listedActivities(request)) {
    const setting = await request.post('/roadshow/activity/getAttendSetting?lang=en', { data: { activityId: id } });
    if (!setting.ok()) continue;
    const s = (await setting.json()).result as Setting & { commitmentLetter: boolean };
    if (s.accessMode !== 'registration' || !s.needsApproval || !s.registrationForm || !s.commitmentLetter) continue;
    const status = (await (await request.post('/roadshow/activity/getSignStatus', { data: { activityId: id } })).json())
      .result as { label: number };
    if (status.label === 10) return id;
  }
  throw new Error('no seeded activity asks for the form and the letter with its window open');
}

/** The seeded demo live password (packages/db/src/seed/build-live-rooms.ts). */
export const DEMO_LIVE_PASSWORD = 'live2026';

/**
 * The first seeded public activity that is live now, whose room asks for the live password and
 * whose guests include a CFO.
 */
export async function findPasswordLiveRoom(request: APIRequestContext, from = 1): Promise<number> {
  for (let id = from; id < from + 400; id += 1) {
    const detail = await request.post('/roadshow/activity/getActivityManageDetail?lang=en', {
      data: { activityId: id },
    });
    if (!detail.ok() || (await detail.json()).result.meetStatus !== '1') continue;
    const setting = (
      await (await request.post('/roadshow/activity/getAttendSetting', { data: { activityId: id } })).json()
    ).result as Setting;
    if (setting.accessMode !== 'public') continue;
    const room = await request.post('/roadshow/interact/getInteractSwitch', { data: { activityId: id } });
    if (!room.ok() || !(await room.json()).result.passwordRequired) continue;
    const guests = (
      await (await request.post('/roadshow/interact/getAskGuestList?lang=en', { data: { activityId: id } })).json()
    ).result.guestList as { title: string }[];
    if (guests.some((g) => g.title === 'Chief Financial Officer')) return id;
  }
  throw new Error('no seeded public live room asks for a password and has a CFO');
}

/** The first seeded public activity with a replay room whose answered questions carry a replay offset. */
export async function findReplayRoom(request: APIRequestContext, from = 1): Promise<number> {
  for (let id = from; id < from + 400; id += 1) {
    const detail = await request.post('/roadshow/activity/getActivityManageDetail', { data: { activityId: id } });
    if (!detail.ok() || (await detail.json()).result.meetStatus !== '2') continue;
    const list = await request.post('/roadshow/interact/getQuestionsList', { data: { activityId: id } });
    if (!list.ok()) continue;
    const questions = (await list.json()).result.questionList as { answer: { replayOffset: number | null } }[];
    if (questions.some((q) => q.answer.replayOffset !== null)) return id;
  }
  throw new Error('no seeded replay room has answered questions');
}

/**
 * The activity page of `activityId` in a logged-in context, hydrated (the sign panel's buttons act
 * only then).
 */
export async function openActivityPage(context: BrowserContext, activityId: number, lang: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=${lang}`);
  await waitForHydration(page);
  return page;
}

/**
 * The sign panel's state line under `label`, in the language of `messages` (the page's message
 * file): exactly that label, with the seats left after it where the page shows them.
 */
export function signStateLine(
  messages: { activityPage: { stateLine: string; label: Record<string, string> } },
  label: number,
): RegExp {
  const line = messages.activityPage.stateLine.replace('{{label}}', messages.activityPage.label[label]!);
  return new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · .+)?$`);
}
