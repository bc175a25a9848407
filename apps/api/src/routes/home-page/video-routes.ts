import { homePageCalls as calls } from '@roadshow/contracts/calls/home-page-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { addVideoView } from '../../services/videos/add-video-view.ts';
import { getVideoDetail } from '../../services/videos/get-video-detail.ts';
import { listVideoPage } from '../../services/videos/list-video-page.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/interpretation: the financial-report videos by tab and page, one video, and its plays. */
export function videoRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getFinancialReportVideoPage, (input, request, reply) => {
    const { tab, page } = input;
    return sendCached(reply, ctx.cache, homeCacheKey(`videoPage${page}`, request.lang, tab), () =>
      listVideoPage(ctx, { lang: request.lang, tab, page }),
    );
  });
  routeCall(app, calls.getFinancialReportVideoDetail, (input, request) =>
    getVideoDetail(ctx, { lang: request.lang, videoId: input.videoId }),
  );
  routeCall(app, calls.addVideoViewNum, (input) => addVideoView(ctx, input));
}
