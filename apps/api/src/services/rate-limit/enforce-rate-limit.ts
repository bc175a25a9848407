import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { currentUser } from '../identity/current-user.ts';
import type { RateRule } from './rate-limiter.ts';

/**
 * DESIGN §6 rate limits of the roadshow API, per logged-in user (else per client IP). Each is well
 * above normal use: the commitment-letter page polls the QR status every 2 s (30 a minute), so its
 * limit leaves room for two open tabs; tested in apps/api/test/rate-limits.test.ts.
 */
export const RATE_RULES = {
  /** signOrAppointment, cancelAppointment, submitAbsenceReason, cancelAbsenceReason: one bucket. */
  signUp: { limit: 20, windowMs: 60_000 },
  /** businessCardScanning: decoding images is the costly call. */
  cardScan: { limit: 10, windowMs: 60_000 },
  /** signCommitmentLetter and signCommitmentLetterByToken. */
  letterSign: { limit: 10, windowMs: 60_000 },
  /** recordSignatureUuid and invalidSignatureUuid (QR token creation and withdrawal). */
  letterQr: { limit: 10, windowMs: 60_000 },
  /** signatureUuidStatus polling. */
  letterPoll: { limit: 60, windowMs: 60_000 },
  /** getShortLink: each new URL stores a row. */
  shortLink: { limit: 60, windowMs: 60_000 },
  /** checkLivePassword: a few typos are fine, guessing is not. */
  livePassword: { limit: 10, windowMs: 60_000 },
  /** askQuestion and deleteMyQuestion. */
  question: { limit: 10, windowMs: 60_000 },
  /** upvoteQuestion. */
  upvote: { limit: 60, windowMs: 60_000 },
  /** The live room's polling fallback (questions, answers, counts) when SSE is unavailable. */
  livePoll: { limit: 120, windowMs: 60_000 },
  /** The device check's short event stream (/interact/testEvents). */
  testEvents: { limit: 30, windowMs: 60_000 },
  /** moderateAppContent: decoding pictures is costly, and it is no free classifier. */
  moderation: { limit: 30, windowMs: 60_000 },
  /**
   * submitBooking and cancelBooking (visitor research booking, decision 081): one bucket. A person
   * books a few visits at most; a script taking and releasing places, or piling up bookings for the
   * company's desk, is stopped within a minute and held to 30 an hour.
   */
  visitBooking: { limit: 10, windowMs: 60_000 },
  visitBookingHour: { limit: 30, windowMs: 3_600_000 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** Counts this call against the rule; 429 RATE_LIMITED in the user's language when over it. */
export async function enforceRateLimit(
  ctx: Pick<ApiContext, 'identity' | 'rateLimiter' | 'now'>,
  request: FastifyRequest,
  name: RateRuleName,
): Promise<void> {
  const user = await currentUser(ctx, request);
  const subject = user ? `u:${user.userId}` : `ip:${request.ip}`;
  if (!(await ctx.rateLimiter.hit(`${name}:${subject}`, RATE_RULES[name], ctx.now()))) {
    throw new AppError('RATE_LIMITED');
  }
}

/** The same as a route's preHandler: `{ preHandler: rateLimited(ctx, 'signUp') }`. */
export function rateLimited(ctx: Pick<ApiContext, 'identity' | 'rateLimiter' | 'now'>, name: RateRuleName) {
  return async (request: FastifyRequest) => enforceRateLimit(ctx, request, name);
}
