import { z } from 'zod';
import { CLASS_CATEGORIES, REPORT_KINDS } from './tabs.ts';

/** Activity kinds. Roadshows show on the square; classes and offline research have their own lists. */
export const ACTIVITY_KINDS = ['roadshow', 'openClass', 'offlineResearch'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const squareTabSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || v === 2 || v === 4, { message: 'tab must be 1, 2 or 4' });

export const classroomTabSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || (CLASS_CATEGORIES as readonly number[]).includes(v), {
    message: 'tab must be 1, 2, 3 or 4',
  });

export const videoTabSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || (REPORT_KINDS as readonly number[]).includes(v), {
    message: 'tab must be 1, 2, 3 or 4',
  });

export const meetStatusSchema = z.enum(['0', '1', '2', '3']);

export const activityCardSchema = z.object({
  activityId: z.number().int(),
  kind: activityKindSchema,
  /** 2 performance briefing, 4 other; null for classes and research. */
  squareType: z.number().int().nullable(),
  title: z.string(),
  meetStatus: meetStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  cover: z.string().nullable(),
  viewCount: z.number().int(),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  location: z.string().nullable(),
  guestNames: z.array(z.string()),
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const activityListSchema = z.object({ activityManageList: z.array(activityCardSchema) });
export const squareListSchema = z.object({ roadShowSquareList: z.array(activityCardSchema) });
export const offlineResearchListSchema = z.object({ offlineResearchList: z.array(activityCardSchema) });

export const squareTabsSchema = z.object({
  all: z.boolean(),
  performance: z.boolean(),
  other: z.boolean(),
});
export type SquareTabs = z.infer<typeof squareTabsSchema>;

export const videoSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  reportKind: z.number().int(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListSchema = z.object({ videoList: z.array(videoSchema) });

export const hotCompanySchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  industry: z.string(),
  degree: z.number().int(),
});
export type HotCompany = z.infer<typeof hotCompanySchema>;
export const hotCompanyResultSchema = z.object({
  result: z.object({ degreeList: z.array(hotCompanySchema) }),
});

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.object({ bannerPicList: z.array(bannerSchema) });
export const homePictureSchema = bannerSchema.nullable();

export const activityIdQuerySchema = z.object({ activityId: z.coerce.number().int().positive() });
export const tabQuerySchema = z.object({ tab: squareTabSchema.default(1) });
export const classroomQuerySchema = z.object({ tab: classroomTabSchema.default(1) });
export const videoQuerySchema = z.object({ tab: videoTabSchema.default(1) });
/** An activity's views after counting one more (addActivityViewNum, viewPageAddScore). */
export const viewCountSchema = z.object({ viewCount: z.number().int() });
export const hotCompanyBodySchema = z.object({ userId: z.string().max(64).optional() }).optional();
