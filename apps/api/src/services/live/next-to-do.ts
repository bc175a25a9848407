import type { FastifyRequest } from 'fastify';
import type { NEXT_TODOS } from '@roadshow/contracts/live';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import { enterRoom, type RoomCtx } from './enter-room.ts';

type NextToDo = (typeof NEXT_TODOS)[number];

// What the meeting's gate refused, as the one step the page should offer.
const STEP_FOR: Partial<Record<ErrorCode, NextToDo>> = {
  UNAUTHORIZED: 'login',
  MOBILE_EMAIL_EMPTY: 'login',
  SIGN_UP_NOT_REGISTERED: 'register',
  SIGN_UP_UNDER_REVIEW: 'wait',
  // Spec §8: a rejected user hears "you have not been approved", not the permission message.
  SIGN_UP_NOT_APPROVED: 'notApproved',
  NO_ATTEND_PERMISSION: 'contactSponsor',
  LETTER_NOT_SIGNED: 'signLetter',
  PAYMENT_NOT_COMPLETED: 'pay',
};

/** getNextToDo: the viewer's next step into the room; 'password' when the room asks for one. */
export async function getNextToDo(ctx: RoomCtx, request: FastifyRequest, activityId: number) {
  try {
    const { settings } = await enterRoom(ctx, request, activityId);
    return { todo: settings?.passwordHash ? ('password' as const) : ('none' as const) };
  } catch (error) {
    const step = error instanceof AppError ? STEP_FOR[error.code] : undefined;
    if (step) return { todo: step };
    throw error;
  }
}
