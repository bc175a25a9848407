import { hashLivePassword } from '@roadshow/db/live-password';
import { activityGuests, activityLive, activitySignUps } from '@roadshow/db/schema';
import type { ApiContext } from '../../src/context.ts';
import { TEST_NOW } from '../build-test-api.ts';
import { insertActivity } from './activity-fixtures.ts';

/** A live room on the activity: the sandbox stream, interaction on, an optional password. */
export async function insertLiveRoom(
  ctx: ApiContext,
  activityId: number,
  values: { password?: string; questionsOpen?: boolean; recordingStartedAt?: Date } = {},
) {
  await ctx.database.db.insert(activityLive).values({
    activityId,
    streamName: 'demo',
    passwordHash: values.password ? hashLivePassword(values.password) : null,
    questionsOpen: values.questionsOpen ?? true,
    recordingStartedAt: values.recordingStartedAt ?? null,
  });
}

type LiveRoomValues = Parameters<typeof insertLiveRoom>[2];

/**
 * A public activity of the company that went live ten minutes before TEST_NOW, with its live room;
 * returns the activity's id. `activity` overrides the activity's columns, `room` the room's.
 */
export async function insertLiveActivity(
  ctx: ApiContext,
  companyId: number,
  options: { activity?: Partial<Parameters<typeof insertActivity>[1]>; room?: LiveRoomValues } = {},
) {
  const activityId = await insertActivity(ctx, {
    companyId,
    accessMode: 'public',
    meetingStatus: 1,
    startAt: new Date(TEST_NOW.getTime() - 600_000),
    ...options.activity,
  });
  await insertLiveRoom(ctx, activityId, options.room);
  return activityId;
}

/** A guest of the activity; returns its id. */
export async function insertGuest(ctx: ApiContext, activityId: number, name: { zh: string; en: string }) {
  const [row] = await ctx.database.db
    .insert(activityGuests)
    .values({ activityId, nameZh: name.zh, nameEn: name.en, titleZh: '首席财务官', titleEn: 'CFO' })
    .returning({ id: activityGuests.id });
  return row!.id;
}

/** A sign-up in the given state, as the sponsor's review would leave it (approved now, when approved). */
export async function insertSignUp(ctx: ApiContext, activityId: number, userId: string, state: string) {
  await ctx.database.db
    .insert(activitySignUps)
    .values({ activityId, userId, state, approvedAt: state === 'approved' ? ctx.now() : null });
}
