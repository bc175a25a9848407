import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityFiles } from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity } from './support/fake-identity.ts';

// Decision 062: viewers download the activity's files through links of a few minutes, handed out
// only in the file list, which the access mode gates (registration: approved sign-ups only).
const identity = fakeIdentity();
const approved = identity.user();
const pending = identity.user();
let clock = TEST_NOW;
let api: TestApi;
let activityId = 0;
const bytes = Buffer.from('%PDF-1.4\n% the deck\n');

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  const companyId = await insertCompany(api.ctx, '600100');
  activityId = await insertActivity(api.ctx, { companyId, accessMode: 'registration', published: true });
  await api.ctx.files.put('activity-files/1/deck.pdf', bytes, 'application/pdf');
  await api.ctx.database.db.insert(activityFiles).values({
    activityId,
    nameZh: '路演材料.pdf',
    nameEn: 'Deck.pdf',
    storageKey: 'activity-files/1/deck.pdf',
    mimeType: 'application/pdf',
    sizeBytes: bytes.length,
  });
  for (const [who, state] of [
    [approved, 'approved'],
    [pending, 'pending'],
  ] as const)
    await api.ctx.repos.signUps.insert({ activityId, userId: who.user.userId, state, updatedAt: TEST_NOW });
});
afterAll(() => api.close());

const fileList = (cookie?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/roadshow/activity/getFileInfoList?lang=en',
    headers: cookie ? { cookie } : {},
    payload: { activityId },
  });
const download = (url: string) => api.app.inject({ method: 'GET', url });

describe("the activity's files on its page", () => {
  it('download through a link of five minutes, for viewers the access mode lets see them', async () => {
    const answer = await fileList(approved.cookie);
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json().result.fileList;
    expect(file).toMatchObject({ name: 'Deck.pdf', url: expect.stringContaining('/roadshow/activity/activityFile?') });
    const got = await download(file.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(bytes);
    expect(got.headers['content-disposition']).toMatch(/^attachment/);

    // A pending sign-up and a visitor get no list, so no link.
    expect((await fileList(pending.cookie)).statusCode).toBe(403);
    expect((await fileList()).statusCode).not.toBe(200);

    // A link altered to another key, or made up, is refused.
    const other = new URL(file.url, 'http://x');
    other.searchParams.set('key', 'activity-files/1/other.pdf');
    expect((await download(`${other.pathname}${other.search}`)).statusCode).toBe(403);
    const letter = new URL(file.url, 'http://x');
    letter.searchParams.set('key', 'letters/1.pdf');
    expect((await download(`${letter.pathname}${letter.search}`)).statusCode).toBe(403);

    // The link expires.
    clock = new Date(TEST_NOW.getTime() + 5 * 60_000 + 1000);
    expect((await download(file.url)).statusCode).toBe(403);
    clock = TEST_NOW;
  });
});
