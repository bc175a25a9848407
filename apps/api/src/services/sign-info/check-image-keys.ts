import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { RegistrationForm } from '@roadshow/contracts/registration-form';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

const IMAGE_FIELDS = ['idCardImageKey', 'businessCardImageKey'] as const;

/**
 * The form's pictures must be the caller's own uploads that still exist (hardening item 9): the
 * identity service owns them and says which keys are the user's. 400 naming each other field; 503
 * when the identity service cannot answer (a form is never accepted unchecked).
 */
export async function assertOwnImages(
  ctx: Pick<ApiContext, 'identity'>,
  request: FastifyRequest,
  form: Pick<RegistrationForm, (typeof IMAGE_FIELDS)[number]>,
): Promise<void> {
  const own = await ctx.identity.ownImageKeys(
    request.cookies.ticket ?? '',
    IMAGE_FIELDS.map((field) => form[field]),
  );
  if (own === null) throw new AppError('SERVICE_BUSY');
  const foreign = IMAGE_FIELDS.filter((field) => !own.includes(form[field]));
  if (foreign.length === 0) return;
  throw new AppError('IMAGE_KEY_INVALID', {
    fields: foreign.map((field) => ({
      path: `body.form.${field}`,
      message: errorMessage('IMAGE_KEY_INVALID', request.lang),
    })),
  });
}
