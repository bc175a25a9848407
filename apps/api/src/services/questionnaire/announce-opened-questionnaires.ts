import type { ApiContext } from '../../context.ts';
import { publishLiveEvent } from '../live/live-hub.ts';

/**
 * Tells each live room whose questionnaire has opened (published, start time reached, deadline
 * not): once per opening, whichever process claims it first. Called by publish and save, and by the
 * status sweep (a job, decision 006), so a questionnaire that opens at 15:00 is announced then.
 */
export async function announceOpenedQuestionnaires(
  ctx: Pick<ApiContext, 'repos' | 'now' | 'bus'>,
  activityId?: number,
): Promise<number> {
  const opened = await ctx.repos.questionnaires.claimOpened(ctx.now(), activityId);
  for (const row of opened)
    await publishLiveEvent(ctx.bus, row.activityId, 'questionnaire', { questionnaireId: row.id });
  return opened.length;
}
