import type { Lang } from '@roadshow/contracts/locale';
import { MY_CENTER_PAGE_SIZE } from '@roadshow/contracts/my-center';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { ApiContext } from '../../context.ts';
import type { MyCenterSources } from './my-center-sources.ts';

type Unpaged = Exclude<keyof MyCenterSources, 'bookings'>;

/** My questionnaires to fill or orders: whatever the owning feature's source returns. */
export async function listFromSource<K extends Unpaged>(
  ctx: Pick<ApiContext, 'myCenter'>,
  source: K,
  user: SessionUser,
  lang: Lang,
) {
  const query = { userId: user.userId, mobile: user.mobile, lang };
  const [rows, total] = await Promise.all([ctx.myCenter[source].list(query), ctx.myCenter[source].count(query)]);
  return { rows: rows as Awaited<ReturnType<MyCenterSources[K]['list']>>, total };
}

/** My bookings, one page of MY_CENTER_PAGE_SIZE, newest first, with the whole count. */
export async function listMyBookingPage(
  ctx: Pick<ApiContext, 'myCenter'>,
  user: SessionUser,
  input: { page: number },
  lang: Lang,
) {
  const query = { userId: user.userId, mobile: user.mobile, lang };
  const page = { limit: MY_CENTER_PAGE_SIZE, offset: (input.page - 1) * MY_CENTER_PAGE_SIZE };
  const [bookingList, total] = await Promise.all([
    ctx.myCenter.bookings.list(query, page),
    ctx.myCenter.bookings.count(query),
  ]);
  return { total, page: input.page, pageSize: MY_CENTER_PAGE_SIZE, bookingList };
}
