import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchActivitiesResult, SearchHit } from '@roadshow/contracts/search';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { formatTotal } from '../../lib/format-total.ts';
import { useLang } from '../../lib/lang.ts';
import { h5SquareApiQuery, type H5SquareQuery } from './h5-square-query.ts';
import { MobileActivityItem } from '../../components/mobile-activity-item.tsx';

/** Adds a page to the list, leaving out what is already there (rows can shift while one scrolls). */
function appendPage(items: SearchHit[], next: SearchHit[]): SearchHit[] {
  const seen = new Set(items.map((item) => item.activityId));
  return [...items, ...next.filter((item) => !seen.has(item.activityId))];
}

/**
 * The square's list on a phone: the first page comes with the page, the next one loads as the end
 * of the list scrolls into view, and pulling down starts again from the first page.
 */
export function H5SquareFeed({ query, first }: { query: H5SquareQuery; first: SearchActivitiesResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [items, setItems] = useState(first.roadShowSquareList);
  const [total, setTotal] = useState(first.total);
  const [totalCapped, setTotalCapped] = useState(first.totalCapped);
  const [page, setPage] = useState(1);
  // A short page ends the list, whatever the total said (rows can come and go while one scrolls).
  const [ended, setEnded] = useState(first.roadShowSquareList.length < first.pageSize);
  const api = createApiClient(browserTransport, lang);

  const loadMore = async () => {
    const next = await api.searchActivities(h5SquareApiQuery(query, page + 1));
    setItems((current) => appendPage(current, next.roadShowSquareList));
    setTotal(next.total);
    setTotalCapped(next.totalCapped);
    setPage(page + 1);
    setEnded(next.roadShowSquareList.length < next.pageSize);
  };

  const refresh = async () => {
    const fresh = await api.searchActivities(h5SquareApiQuery(query, 1));
    setItems(fresh.roadShowSquareList);
    setTotal(fresh.total);
    setTotalCapped(fresh.totalCapped);
    setPage(1);
    setEnded(fresh.roadShowSquareList.length < fresh.pageSize);
  };

  const hasMore = !ended && items.length < total;
  return (
    <PullToRefresh
      onRefresh={refresh}
      pullingText={t('media.square.pullToRefresh')}
      canReleaseText={t('media.square.releaseToRefresh')}
      refreshingText={t('media.square.refreshing')}
      completeText={t('media.square.refreshed')}
    >
      <p className="h5-square__count" role="status">
        {t('media.square.resultCount', { count: total, total: formatTotal(t, { total, totalCapped }) })}
      </p>
      <ul className="h5-square__list">
        {items.map((activity, index) => (
          <li key={activity.activityId}>
            <MobileActivityItem activity={activity} eager={index < 4} />
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          failed ? (
            <span role="alert">
              {t('media.square.loadFailed')}{' '}
              <button type="button" className="h5-square__retry" onClick={retry}>
                {t('media.square.retry')}
              </button>
            </span>
          ) : more ? (
            <span role="status">{t('media.square.loading')}</span>
          ) : (
            <span>{t('media.square.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </PullToRefresh>
  );
}
