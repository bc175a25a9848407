import { z } from 'zod';

/** Spec §7 insertPageLog body. */
export const pageLogBodySchema = z.object({
  moduleType: z.string().min(1).max(64),
  moduleId: z.string().max(64).optional().default(''),
  userId: z.string().max(64).optional().default(''),
  enterFrom: z.string().max(512).optional().default(''),
});
export type PageLogBody = z.input<typeof pageLogBodySchema>;

/** Spec §3 behaviour-log record. */
export const behaviorLogBodySchema = z.object({
  appVersion: z.string().max(16),
  bhvText: z.string().min(1).max(256),
  bhvType: z.string().max(32),
  vender: z.string().max(8),
  moduleId: z.string().max(16),
  pageId: z.string().max(16),
  platform: z.string().max(16),
  productId: z.string().max(16),
  userId: z.string().max(64).optional().default(''),
});
export type BehaviorLogBody = z.input<typeof behaviorLogBodySchema>;
