import type { Lang } from '@roadshow/contracts/locale';
import { MY_CENTER_PAGE_SIZE, type MyRoadshowList, type MyRoadshowStatus } from '@roadshow/contracts/my-center';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

type SignState = MyRoadshowList['activityManageList'][number]['signState'];

/** Spec §7 "my roadshow activity list by status": one page of one status tab, the latest first. */
export async function listMyRoadshows(
  ctx: Pick<ApiContext, 'repos'>,
  user: SessionUser,
  input: { status: MyRoadshowStatus; page: number },
  lang: Lang,
): Promise<MyRoadshowList> {
  const page = { limit: MY_CENTER_PAGE_SIZE, offset: (input.page - 1) * MY_CENTER_PAGE_SIZE };
  const [rows, counts] = await Promise.all([
    ctx.repos.myCenter.roadshows(user.userId, input.status, page),
    ctx.repos.myCenter.roadshowCounts(user.userId),
  ]);
  return {
    status: input.status,
    total: counts[input.status],
    page: input.page,
    pageSize: MY_CENTER_PAGE_SIZE,
    activityManageList: rows.map((row) => ({
      activityId: row.activityId,
      title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
      companyName: row.companyZh === null ? null : localize(lang, row.companyZh, row.companyEn, row.companyTc),
      coverUrl: row.coverUrl,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      meetingStatus: Number(row.meetingStatus),
      signState: row.signState as SignState,
      absenceReason: row.absenceReason,
      signedUpAt: row.signedUpAt.toISOString(),
    })),
  };
}
