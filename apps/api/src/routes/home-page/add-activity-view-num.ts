import { homePageCalls as calls } from '@roadshow/contracts/calls/home-page-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { addActivityView } from '../../services/home/add-activity-view.ts';
import type { ApiApp } from '../types.ts';

export function addActivityViewNumRoute(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.addActivityViewNum, (input) => addActivityView(ctx, input));
}
