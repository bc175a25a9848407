import { signInfoCalls as calls } from '@roadshow/contracts/calls/sign-info-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import { loadSignInfo, saveSignInfo } from '../../services/sign-info/sign-info-drafts.ts';
import type { ApiApp } from '../types.ts';

/** The half-filled registration form's short-lived store (spec §7), per logged-in user and activity. */
export function signInfoRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(
    app,
    calls.saveSignInfoToRedis,
    async (input, request) => {
      const user = await requireUser(ctx, request);
      const { activityId, source, form } = input;
      return saveSignInfo(ctx, { userId: user.userId, activityId, source }, form);
    },
    { bodyLimit: 64 * 1024 },
  );

  routeCall(app, calls.getSignInfoFromRedis, async (input, request) => {
    const user = await requireUser(ctx, request);
    const { activityId, source } = input;
    return loadSignInfo(ctx, { userId: user.userId, activityId, source });
  });
}
