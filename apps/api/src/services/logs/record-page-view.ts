import type { PageLogBody } from '@roadshow/contracts/logs';
import { PAGE_VIEW_PRODUCT_ID } from '@roadshow/contracts/tracking';
import type { ApiContext } from '../../context.ts';

export async function recordPageView(ctx: Pick<ApiContext, 'repos'>, input: Required<PageLogBody>) {
  await ctx.repos.logs.insertPageLog({ ...input, productId: PAGE_VIEW_PRODUCT_ID });
}
