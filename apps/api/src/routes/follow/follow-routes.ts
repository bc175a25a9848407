import { followCalls as calls } from '@roadshow/contracts/calls/follow-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { currentUser, requireUser } from '../../services/identity/current-user.ts';
import { getFollowState, listMyFollows, setFollow } from '../../services/follow/follow-target.ts';
import type { ApiApp } from '../types.ts';

/** Spec §7 follow calls (contract: follow-calls.ts). */
export function followRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.followCompany, async (input, request) =>
    setFollow(ctx, await requireUser(ctx, request), { targetType: 'company', code: input.companyCode }, input.follow),
  );
  routeCall(app, calls.followAnalyst, async (input, request) =>
    setFollow(ctx, await requireUser(ctx, request), { targetType: 'analyst', code: input.analystCode }, input.follow),
  );
  routeCall(app, calls.myFollowInfoSingle, async (input, request) =>
    getFollowState(ctx, await currentUser(ctx, request), input),
  );
  routeCall(app, calls.addMyFollowSingle, async (input, request) =>
    setFollow(ctx, await requireUser(ctx, request), input, true),
  );
  routeCall(app, calls.cancelMyFollowSingleByCode, async (input, request) =>
    setFollow(ctx, await requireUser(ctx, request), input, false),
  );
  routeCall(app, calls.getMyFollowList, async (_input, request) =>
    listMyFollows(ctx, await requireUser(ctx, request), request.lang),
  );
}
