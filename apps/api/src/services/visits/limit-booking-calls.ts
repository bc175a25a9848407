import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';

/**
 * Booking and cancelling share one per-user bucket, per minute and per hour (decision 081): 429
 * RATE_LIMITED in the user's language when over either.
 */
export async function limitBookingCalls(
  ctx: Pick<ApiContext, 'identity' | 'rateLimiter' | 'now'>,
  request: FastifyRequest,
): Promise<void> {
  await enforceRateLimit(ctx, request, 'visitBooking');
  await enforceRateLimit(ctx, request, 'visitBookingHour');
}
