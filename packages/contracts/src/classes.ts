import { z } from 'zod';
import { activityCardSchema } from './home.ts';

export const CLASS_PAGE_SIZE = 12;

/** GET /roadshow/classroom/getClassroomPage: one tab of open classes (1 all, 2–4 a category), paged. */
export const classPageQuerySchema = z.object({
  tab: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, 4].includes(v), { message: 'tab must be 1, 2, 3 or 4' })
    .default(1),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const classPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  classList: z.array(activityCardSchema),
});
export type ClassPage = z.infer<typeof classPageSchema>;
