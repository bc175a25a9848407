import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/** Every JSON answer of the API has this shape (spec §7, DESIGN §4). */
export type Envelope<T> =
  { success: true; result: T } | { success: false; errorCode: ErrorCode; errorMsg: string; fields?: FieldError[] };

export interface FieldError {
  path: string;
  message: string;
}

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), result });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  errorMsg: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
