import { z } from 'zod';
import { videoSchema, videoTabSchema } from './home.ts';

/** Videos per page of /tab/interpretation: the grid below the player. */
export const VIDEO_PAGE_SIZE = 12;

/** GET /roadshow/homePage/getFinancialReportVideoPage: one tab (1 latest, 2 annual, 3 interim, 4 quarterly), paged. */
export const videoPageQuerySchema = z.object({
  tab: videoTabSchema.default(1),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const videoPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  videoList: z.array(videoSchema),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

const videoIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /roadshow/homePage/getFinancialReportVideoDetail?videoId= */
export const videoDetailQuerySchema = z.object({ videoId: videoIdSchema });

/** POST /roadshow/homePage/addVideoViewNum: counts one play of a video. */
export const videoViewBodySchema = z.object({ videoId: videoIdSchema });
export const videoViewResultSchema = z.object({ viewCount: z.number().int() });
