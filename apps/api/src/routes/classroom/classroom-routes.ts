import { classroomCalls as calls } from '@roadshow/contracts/calls/classroom-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { listClassPage } from '../../services/home/list-classes.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/openClass: the classes of a tab, paged (the home shows the first few). */
export function classroomRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getClassroomPage, (input, request, reply) => {
    const { tab, page } = input;
    return sendCached(reply, ctx.cache, homeCacheKey(`classPage${page}`, request.lang, tab), () =>
      listClassPage(ctx, { lang: request.lang, tab, page }),
    );
  });
}
