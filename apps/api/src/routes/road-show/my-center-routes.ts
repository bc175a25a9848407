import type { FastifyReply } from 'fastify';
import { myCenterCalls as calls } from '@roadshow/contracts/calls/my-center-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import { countMyActivities } from '../../services/my-center/count-my-activities.ts';
import { listFromSource, listMyBookingPage } from '../../services/my-center/list-my-other-lists.ts';
import { listMyQuestions } from '../../services/my-center/list-my-questions.ts';
import { listMyRoadshows } from '../../services/my-center/list-my-roadshows.ts';
import type { ApiApp } from '../types.ts';

// One user's own data: never kept by a shared cache, whatever composes the API.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Spec §7 "Other": the personal center's lists under /roadShow (contract: my-center-calls.ts). */
export function myCenterRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getMyRoadShowListByStatus, async (input, request, reply) => {
    noStore(reply);
    return listMyRoadshows(ctx, await requireUser(ctx, request), input, request.lang);
  });
  routeCall(app, calls.getMyActivityCount, async (_input, request, reply) => {
    noStore(reply);
    return countMyActivities(ctx, await requireUser(ctx, request), request.lang);
  });
  routeCall(app, calls.getMyQuestionList, async (input, request, reply) => {
    noStore(reply);
    return listMyQuestions(ctx, await requireUser(ctx, request), input, request.lang);
  });
  routeCall(app, calls.getMyBookingList, async (input, request, reply) => {
    noStore(reply);
    return listMyBookingPage(ctx, await requireUser(ctx, request), input, request.lang);
  });
  routeCall(app, calls.getMyQuestionnaireList, async (_input, request, reply) => {
    noStore(reply);
    const { rows, total } = await listFromSource(ctx, 'questionnaires', await requireUser(ctx, request), request.lang);
    return { total, questionnaireList: rows };
  });
  routeCall(app, calls.getMyOrderList, async (_input, request, reply) => {
    noStore(reply);
    const { rows, total } = await listFromSource(ctx, 'orders', await requireUser(ctx, request), request.lang);
    return { total, orderList: rows };
  });
}
