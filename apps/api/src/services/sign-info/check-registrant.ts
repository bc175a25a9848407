import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { registrationUserIssues, type RegistrationForm } from '@roadshow/contracts/registration-form';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';

/**
 * Spec §5 rules of the registration form that need the logged-in user, for the sign-up call: only
 * the login phone may register, and the name must be the verified real name when the identity
 * service has one (decision 017). Throws a 400 naming the field (`body.form.phone`, `body.form.name`).
 */
export async function assertRegistrant(
  ctx: Pick<ApiContext, 'identity'>,
  request: FastifyRequest,
  form: Pick<RegistrationForm, 'name' | 'phone'>,
): Promise<void> {
  const user = await requireUser(ctx, request);
  const verification = await ctx.identity.identityVerification(request.cookies.ticket ?? '');
  const verifiedRealName = verification?.status === 'verified' ? verification.name : null;
  const issues = registrationUserIssues(form, { mobile: user.mobile, verifiedRealName });
  const [first] = issues;
  if (!first) return;
  throw new AppError(first.code, {
    fields: issues.map((issue) => ({
      path: `body.form.${issue.path}`,
      message: errorMessage(issue.code, request.lang),
    })),
  });
}
