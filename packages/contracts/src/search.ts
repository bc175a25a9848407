import { z } from 'zod';
import { activityCardSchema } from './home.ts';

/** Longest search text accepted; longer input is refused with a message, not truncated silently. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZES = [12, 24, 48] as const;

const csvOfStatuses = z
  .string()
  .regex(/^[0-3](,[0-3])*$/, { message: 'status must be a comma-separated list of 0, 1, 2, 3' })
  .transform((value) => [...new Set(value.split(',').map(Number))]);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'use YYYY-MM-DD' });

/** GET /roadshow/search/searchActivities: the roadshow square's search, filters and paging. */
export const searchActivitiesQuerySchema = z
  .object({
    searchValue: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(''),
    /** Square tab: 1 all, 2 performance briefing, 4 other. */
    tab: z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === 2 || v === 4, { message: 'tab must be 1, 2 or 4' })
      .default(1),
    status: csvOfStatuses.optional(),
    /** Industry code from getIndustryList. */
    industry: z.string().max(32).optional(),
    /** Start date range, inclusive, in China time. */
    startFrom: isoDate.optional(),
    startTo: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((v) => (SEARCH_PAGE_SIZES as readonly number[]).includes(v), { message: 'pageSize must be 12, 24 or 48' })
      .default(12),
  })
  .refine((q) => !q.startFrom || !q.startTo || q.startFrom <= q.startTo, {
    message: 'startFrom must not be after startTo',
    path: ['startTo'],
  });
export type SearchActivitiesQuery = z.input<typeof searchActivitiesQuerySchema>;

/** Where the search text matched in a title: [start, length] pairs in UTF-16 code units, for <mark>. */
export const matchRangesSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

export const searchHitSchema = activityCardSchema.extend({ titleMatches: matchRangesSchema });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchActivitiesResultSchema = z.object({
  /** The number of matches, or the cap when there are more (decision 037). */
  total: z.number().int(),
  /** True when counting stopped at the cap: there are more than total matches ("10,000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  roadShowSquareList: z.array(searchHitSchema),
});
export type SearchActivitiesResult = z.infer<typeof searchActivitiesResultSchema>;

export const industrySchema = z.object({ code: z.string(), name: z.string() });
export type Industry = z.infer<typeof industrySchema>;
export const industryListSchema = z.object({ industryList: z.array(industrySchema) });
