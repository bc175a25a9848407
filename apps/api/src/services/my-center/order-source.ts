import type { MyOrder } from '@roadshow/contracts/my-center';
import type { Repositories } from '../../repositories/create-repositories.ts';
import { localize } from '../i18n/localize.ts';
import type { MyListSource } from './my-center-sources.ts';

/** Paid-interaction orders (decision 049) for "my orders"; `state` is the order's state code. */
export function orderSource(repos: Repositories): MyListSource<MyOrder> {
  return {
    async list({ userId, lang }) {
      const rows = await repos.payments.ordersOfUser(userId);
      return rows.map(({ order, titleZh, titleEn, titleTc }) => ({
        orderId: String(order.id),
        title: localize(lang, titleZh, titleEn, titleTc),
        amountCents: order.amountCents,
        currency: order.currency,
        state: order.state,
        createdAt: order.createdAt.toISOString(),
        href: `/tab/activityIndex?activityId=${order.activityId}`,
      }));
    },
    count: ({ userId }) => repos.payments.countOrdersOfUser(userId),
  };
}
