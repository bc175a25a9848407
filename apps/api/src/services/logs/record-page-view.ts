import type { FastifyRequest } from 'fastify';
import type { PageLogBody } from '@roadshow/contracts/logs';
import { PAGE_VIEW_PRODUCT_ID } from '@roadshow/contracts/tracking';
import type { ApiContext } from '../../context.ts';
import { currentUser } from '../identity/current-user.ts';

/**
 * A page view is the caller's own: the user comes from the session, never from the body's userId
 * (which the page does not know and anyone could forge), so the sponsor's unique-visitor figure
 * counts the people who were really there.
 */
export async function recordPageView(
  ctx: Pick<ApiContext, 'repos' | 'identity'>,
  request: FastifyRequest,
  input: Required<PageLogBody>,
) {
  const user = await currentUser(ctx, request);
  await ctx.repos.logs.insertPageLog({ ...input, userId: user?.userId ?? '', productId: PAGE_VIEW_PRODUCT_ID });
}
