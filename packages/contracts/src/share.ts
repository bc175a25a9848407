import { z } from 'zod';

/**
 * Short-link codes: 8 characters from an alphabet without look-alikes (0/O, 1/l/I), drawn at random.
 * 57^8 ≈ 1.1e14 codes, so guessing one that exists is hopeless at any request rate we allow.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE_PATTERN = /^[2-9A-HJ-NP-Za-km-z]{8}$/;
/** Where a short link lives on the site: `/s/<code>`. */
export const shortLinkPath = (code: string) => `/s/${code}`;
/** The longest target accepted, after the URL parser normalised it. */
export const MAX_SHARE_URL_LENGTH = 2048;

/** GET /roadshow/share/getShortLink?url=: the short link of a page of ours (same URL, same code). */
export const shortLinkQuerySchema = z.object({
  url: z
    .string({ message: 'SHARE_URL_REQUIRED' })
    .trim()
    .min(1, 'SHARE_URL_REQUIRED')
    .max(MAX_SHARE_URL_LENGTH, 'SHARE_URL_NOT_ALLOWED'),
});
export const shortLinkSchema = z.object({
  code: z.string(),
  /** `/s/<code>`, for building the link on whatever host the reader is on. */
  shortPath: z.string(),
  /** The short link on the host the call came to. */
  shortUrl: z.string(),
  /** What the link opens: a path on this site, or an absolute URL on an allowed origin. */
  originalUrl: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** GET /roadshow/share/getOriginalLink?code=: what a short link opens (404 when unknown). */
export const originalLinkQuerySchema = z.object({
  code: z.string({ message: 'SHORT_CODE_INVALID' }).regex(SHORT_CODE_PATTERN, 'SHORT_CODE_INVALID'),
});
export const originalLinkSchema = z.object({ code: z.string(), originalUrl: z.string() });
export type OriginalLink = z.infer<typeof originalLinkSchema>;

/** What can be shared to the mobile app: an activity, an event topic or a listed company. */
export const SHARE_TARGETS = ['activity', 'theme', 'company'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** POST /roadshow/share/getAppShareUrl */
export const appShareBodySchema = z.object({
  type: z.enum(SHARE_TARGETS, { message: 'SHARE_TARGET_INVALID' }),
  /** activityId or themeId (digits), or a company's stock code. */
  id: z
    .union([z.string(), z.number()], { message: 'SHARE_TARGET_INVALID' })
    .transform(String)
    .pipe(z.string().regex(/^[0-9A-Za-z]{1,12}$/, 'SHARE_TARGET_INVALID')),
});
export type AppShareBody = z.input<typeof appShareBodySchema>;
export const appShareSchema = z.object({
  /** Opens the page in the mobile app (custom scheme). */
  appUrl: z.string(),
  /** The H5 page for phones without the app (a path on this site by default). */
  h5Url: z.string(),
  /** The desktop page, as a path on this site. */
  webUrl: z.string(),
  title: z.string(),
});
export type AppShare = z.infer<typeof appShareSchema>;

/** The site's page of a shareable thing, as a path. One place, so the company page can move. */
export function sharePagePath(type: ShareTarget, id: string): string {
  const key = encodeURIComponent(id);
  if (type === 'activity') return `/tab/activityIndex?activityId=${key}`;
  if (type === 'theme') return `/tab/activityThemeDetail?themeId=${key}`;
  return `/tab/listedCompany?companyCode=${key}`;
}

/** GET /roadshow/activity/getActivityCalendar?activityId=: an .ics file (text/calendar). */
export const activityCalendarQuerySchema = z.object({
  activityId: z.coerce
    .number({ message: 'ACTIVITY_ID_INVALID' })
    .int('ACTIVITY_ID_INVALID')
    .min(1, 'ACTIVITY_ID_INVALID')
    .max(2_147_483_647, 'ACTIVITY_ID_INVALID'),
});
