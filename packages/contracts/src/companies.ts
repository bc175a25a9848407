import { z } from 'zod';
import { activityCardSchema } from './home.ts';
import { matchRangesSchema, SEARCH_MAX_LENGTH } from './search.ts';

/** Exchange tabs of the company library: 1 all, 2 Shanghai, 3 Shenzhen, 4 Hong Kong. */
export const COMPANY_TABS = { 1: null, 2: 'SSE', 3: 'SZSE', 4: 'HKEX' } as const;
export type CompanyTab = keyof typeof COMPANY_TABS;
export const COMPANY_PAGE_SIZES = [10, 20, 50] as const;

const companyTabSchema = z.coerce
  .number()
  .int()
  .refine((v): v is CompanyTab => v in COMPANY_TABS, { message: 'tab must be 1, 2, 3 or 4' });

/**
 * GET /roadshow/search/searchCompanies and /roadshow/search/searchIrWebsites: stock code, names
 * in any of the three languages or scripts, full pinyin or initials; filters and page.
 */
export const searchCompaniesQuerySchema = z.object({
  searchValue: z.string().trim().max(SEARCH_MAX_LENGTH).optional().default(''),
  tab: companyTabSchema.default(1),
  industry: z.string().max(32).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (COMPANY_PAGE_SIZES as readonly number[]).includes(v), { message: 'pageSize must be 10, 20 or 50' })
    .default(10),
});
export type SearchCompaniesQuery = z.input<typeof searchCompaniesQuerySchema>;

export const companyHitSchema = z.object({
  companyCode: z.string(),
  exchange: z.string(),
  /** Short name in the request's language. */
  companyName: z.string(),
  fullName: z.string(),
  industry: z.string(),
  logo: z.string().nullable(),
  irWebsite: z.string().nullable(),
  /** Where the search matched the short name and the full name: [start, length] for <mark>. */
  nameMatches: matchRangesSchema,
  fullNameMatches: matchRangesSchema,
});
export type CompanyHit = z.infer<typeof companyHitSchema>;

export const searchCompaniesResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  companyList: z.array(companyHitSchema),
});
export type SearchCompaniesResult = z.infer<typeof searchCompaniesResultSchema>;

/** Stock codes: 6 digits (Shanghai, Shenzhen) or 5 (Hong Kong). */
export const companyCodeSchema = z
  .string()
  .regex(/^\d{5,6}$/, { message: 'companyCode must be a 5- or 6-digit stock code' });

/** GET /roadshow/activity/getCompanyIntroduction?companyCode= */
export const companyIntroductionQuerySchema = z.object({ companyCode: companyCodeSchema });

export const analystSchema = z.object({
  analystCode: z.string(),
  name: z.string(),
  title: z.string(),
  /** Events of this company where the analyst spoke. */
  activityCount: z.number().int(),
});
export type Analyst = z.infer<typeof analystSchema>;

export const companyIntroductionSchema = z.object({
  company: companyHitSchema.omit({ nameMatches: true, fullNameMatches: true }).extend({
    introduction: z.string(),
    degree: z.number().int(),
  }),
  /** The company's events, live first, then upcoming soonest, then the latest finished. */
  activityTotal: z.number().int(),
  activityManageList: z.array(activityCardSchema),
  /** Analysts who spoke at the company's events (decision 013): the people one can follow. */
  analystList: z.array(analystSchema),
});
export type CompanyIntroduction = z.infer<typeof companyIntroductionSchema>;
export const COMPANY_ACTIVITY_LIMIT = 8;
