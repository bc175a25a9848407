import { livePasswordMatches } from '@roadshow/db/live-password';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { enterRoom, type RoomCtx } from './enter-room.ts';

/** A room without a password is open; with one, the given password must match ("Password Error"). */
export function assertLivePassword(passwordHash: string | null, password: string | undefined) {
  if (passwordHash === null) return;
  if (!password || !livePasswordMatches(passwordHash, password)) throw new AppError('PASSWORD_ERROR');
}

/** checkLivePassword: rate limited per user (else IP), so the password cannot be guessed by brute force. */
export async function checkLivePassword(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter'>,
  request: FastifyRequest,
  input: { activityId: number; password: string },
) {
  await enforceRateLimit(ctx, request, 'livePassword');
  const { settings } = await enterRoom(ctx, request, input.activityId);
  if (!settings) throw new AppError('NO_WEBCAST');
  assertLivePassword(settings.passwordHash, input.password);
  return { passed: true as const };
}
