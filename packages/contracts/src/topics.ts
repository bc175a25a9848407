import { z } from 'zod';
import { activityCardSchema } from './home.ts';

/** Where a topic is in time, from its start and end. */
export const TOPIC_STATES = ['upcoming', 'ongoing', 'ended'] as const;

export const topicCardSchema = z.object({
  themeId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(TOPIC_STATES),
  activityCount: z.number().int(),
});
export type TopicCard = z.infer<typeof topicCardSchema>;

export const TOPIC_PAGE_SIZE = 12;

/** GET /roadshow/activityTheme/getActivityThemeList */
export const topicListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });
export const topicListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  themeList: z.array(topicCardSchema),
});
export type TopicList = z.infer<typeof topicListSchema>;

/** GET /roadshow/activityTheme/getActivityThemeDetail */
export const topicDetailQuerySchema = z.object({ themeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const topicDetailSchema = z.object({
  theme: topicCardSchema,
  activityManageList: z.array(activityCardSchema),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;
