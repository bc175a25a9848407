import type { FastifyRequest } from 'fastify';
import { phoneSchema } from '@roadshow/contracts/identity';
import { registrationFormSchema } from '@roadshow/contracts/registration-form';
import type { SignUpState } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';
import { openSignUpForm } from './sign-up-form-storage.ts';

/** checkSignInfo: whether the user's sign-up is complete (the form, when asked, with the login phone). */
export async function checkSignInfo(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'config'>,
  request: FastifyRequest,
  activityId: number,
) {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  const row = await ctx.repos.signUps.find(activity.id, user.userId);
  const form = row?.form ? registrationFormSchema.safeParse(openSignUpForm(ctx, row)) : null;
  const phone = form?.success ? phoneSchema.safeParse(form.data.phone) : null;
  const active = row !== undefined && row.state !== 'withdrawn';
  return {
    signedUp: active,
    state: active ? (row.state as SignUpState) : null,
    formFilled: !activity.registrationForm || Boolean(form?.success),
    phoneMatches: !activity.registrationForm || (phone?.success === true && phone.data === user.mobile),
  };
}
