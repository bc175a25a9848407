import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import {
  MY_ROADSHOW_STATUSES,
  type MyActivityCount,
  type MyRoadshowList as MyRoadshowListData,
  type MyRoadshowStatus,
} from '@roadshow/contracts/my-center';
import { Pager } from '../../components/pager.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { MyListEmpty } from './my-list-empty.tsx';
import { myCenterHref } from './my-center-tab.ts';

const statusHref = (status: MyRoadshowStatus, page = 1) =>
  `${myCenterHref('roadshows')}&status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** Spec §7 "my roadshow activity list by status": the status tabs with their counts, then one page. */
export function MyRoadshowList({ data, counts }: { data: MyRoadshowListData; counts: MyActivityCount['roadshows'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="my-center__card my-list" aria-labelledby="my-list-title">
      <h2 id="my-list-title" className="my-center__card-title">
        {t('myCenterLists.tabs.roadshows')}
      </h2>
      <nav className="link-tabs my-list__statuses" aria-label={t('myCenterLists.statusTabs')}>
        {MY_ROADSHOW_STATUSES.map((status) => (
          <Link
            key={status}
            to={withLang(statusHref(status), lang)}
            className={`link-tabs__tab${status === data.status ? ' is-selected' : ''}`}
            aria-current={status === data.status ? 'page' : undefined}
            preventScrollReset
          >
            {t(`myCenterLists.status.${status}`)} <span className="my-center__count">{counts[status]}</span>
          </Link>
        ))}
      </nav>
      {data.activityManageList.length === 0 ? (
        <MyListEmpty text={t(`myCenterLists.empty.roadshows.${data.status}`)} />
      ) : (
        <ul className="my-list__rows">
          {data.activityManageList.map((row) => (
            <li key={row.activityId} className="my-list__row">
              <div className="my-list__main">
                <Link className="my-list__title" to={withLang(`/tab/activityIndex?activityId=${row.activityId}`, lang)}>
                  {row.title}
                </Link>
                <p className="my-list__meta">
                  {row.companyName ? <span>{row.companyName}</span> : null}
                  <time dateTime={row.startAt}>{formatChinaDateTime(row.startAt)}</time>
                </p>
                {row.absenceReason ? (
                  <p className="my-list__note">{t('myCenterLists.absenceReason', { reason: row.absenceReason })}</p>
                ) : null}
              </div>
              <div className="my-list__badges">
                <span className={`my-list__badge my-list__badge--status-${row.meetingStatus}`}>
                  {t(`status.${row.meetingStatus}`)}
                </span>
                <span className={`my-list__badge my-list__badge--${row.signState}`}>
                  {t(`myCenterLists.signState.${row.signState}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        total={data.total}
        pageSize={data.pageSize}
        href={(page) => withLang(statusHref(data.status, page), lang)}
        label={t('myCenterLists.pages')}
      />
    </section>
  );
}
