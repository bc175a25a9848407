import type { BehaviorLogBody } from '@roadshow/contracts/logs';
import type { ApiContext } from '../../context.ts';

export async function recordBehavior(ctx: Pick<ApiContext, 'repos'>, input: Required<BehaviorLogBody>) {
  await ctx.repos.logs.insertBehaviorLog({ ...input });
}
