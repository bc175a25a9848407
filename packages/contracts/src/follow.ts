import { z } from 'zod';
import { companyCodeSchema } from './companies.ts';

/** What a user can follow (spec §7): a listed company by stock code, an analyst by analyst code. */
export const FOLLOW_TARGETS = ['company', 'analyst'] as const;
export const followTargetSchema = z.enum(FOLLOW_TARGETS, { message: 'targetType must be company or analyst' });
export type FollowTarget = z.infer<typeof followTargetSchema>;

export const analystCodeSchema = z.string().regex(/^[0-9a-f]{12}$/, { message: 'analystCode must be 12 hex digits' });

/** The target of one follow call, checked by type: a company code or an analyst code. */
export const followRefSchema = z.discriminatedUnion('targetType', [
  z.object({ targetType: z.literal('company'), code: companyCodeSchema }),
  z.object({ targetType: z.literal('analyst'), code: analystCodeSchema }),
]);
export type FollowRef = z.infer<typeof followRefSchema>;

/** POST /roadshow/follow/followCompany: follow (default) or, with follow false, stop following. */
export const followCompanyBodySchema = z.object({ companyCode: companyCodeSchema, follow: z.boolean().default(true) });
/** POST /roadshow/follow/followAnalyst */
export const followAnalystBodySchema = z.object({ analystCode: analystCodeSchema, follow: z.boolean().default(true) });

/** The follow state of one target for the caller; logged out reads as not following. */
export const followStateSchema = z.object({
  targetType: followTargetSchema,
  code: z.string(),
  followed: z.boolean(),
  loggedIn: z.boolean(),
  /** How many users follow the target. */
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const followedItemSchema = z.object({
  targetType: followTargetSchema,
  code: z.string(),
  name: z.string(),
  /** Industry for a company, the title for an analyst. */
  detail: z.string(),
  logo: z.string().nullable(),
  followedAt: z.string(),
});
export type FollowedItem = z.infer<typeof followedItemSchema>;
/** POST /roadshow/follow/getMyFollowList */
export const myFollowListSchema = z.object({ followList: z.array(followedItemSchema) });
export type MyFollowList = z.infer<typeof myFollowListSchema>;
