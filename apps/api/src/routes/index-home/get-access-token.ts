import { indexHomeCalls as calls } from '@roadshow/contracts/calls/index-home-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { issueAnonymousToken } from '../../services/tokens/anonymous-token.ts';
import type { ApiApp } from '../types.ts';

export function getAccessTokenRoute(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getAccessToken, () => issueAnonymousToken(ctx.config.tokenSecret, ctx.now()));
}
