import { logCalls as calls } from '@roadshow/contracts/calls/log-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { recordBehavior } from '../../services/logs/record-behavior.ts';
import { recordPageView } from '../../services/logs/record-page-view.ts';
import type { ApiApp } from '../types.ts';

export function logRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.insertPageLog, async (input, request) => {
    await recordPageView(ctx, request, input);
    return true;
  });
  routeCall(app, calls.userBehaviorLog, async (input) => {
    await recordBehavior(ctx, input);
    return true;
  });
}
