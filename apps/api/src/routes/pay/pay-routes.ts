import { payCalls as calls } from '@roadshow/contracts/calls/pay-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import {
  addInteractOrderPay,
  checkOrderStatus,
  getInteractQrCodeUrl,
  getPayAccessToken,
} from '../../services/pay/pay-orders.ts';
import { getSandboxOrder, sandboxPay } from '../../services/pay/sandbox-pay.ts';
import type { ApiApp } from '../types.ts';

/** Spec §7 payment (contract: pay-calls.ts) and the sandbox provider's pay page. */
export function payRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.checkOrderStatus, (input, request) => checkOrderStatus(ctx, request, input.activityId));
  routeCall(app, calls.getPayAccessToken, (input, request) => getPayAccessToken(ctx, request, input.activityId));
  routeCall(app, calls.addInteractOrderPay, (input, request) => addInteractOrderPay(ctx, request, request.lang, input));
  routeCall(app, calls.getInteractQrCodeUrl, (input, request) => getInteractQrCodeUrl(ctx, request, input));
  routeCall(app, calls.getSandboxOrder, (input, request) => getSandboxOrder(ctx, request.lang, input));
  routeCall(app, calls.sandboxPay, (input, request) =>
    sandboxPay(ctx, input, (facts, message) => request.log.warn(facts, message)),
  );
}
