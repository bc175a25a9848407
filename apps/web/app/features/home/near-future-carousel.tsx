import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_STEP, carouselStartIndex, orderForCarousel } from '@roadshow/contracts/carousel-order';
import type { ActivityCard as Card } from '@roadshow/contracts/home';
import type { MeetingStatus } from '@roadshow/contracts/meeting-status';
import { ActivityCard } from '../../components/activity-card.tsx';
import { Icon } from '../../components/icon.tsx';
import { ListState } from '../../components/list-state.tsx';
import { Section } from '../../components/section.tsx';

/** Spec §4: finished first, then upcoming and live; the carousel opens on the page the rule picks. */
export function arrangeNearFuture(items: Card[]) {
  const ordered = orderForCarousel(
    items.map((item) => ({
      item,
      status: Number(item.meetStatus) as MeetingStatus,
      startAt: Date.parse(item.startTime),
    })),
  );
  const start = carouselStartIndex(ordered.map((entry) => entry.status));
  return { ordered: ordered.map((entry) => entry.item), startPage: Math.floor(start / CAROUSEL_STEP) };
}

export function NearFutureCarousel({ items }: { items: Card[] | null }) {
  const { t } = useTranslation();
  const { ordered, startPage } = useMemo(() => arrangeNearFuture(items ?? []), [items]);
  const pages = Math.max(1, Math.ceil(ordered.length / CAROUSEL_STEP));
  const [page, setPage] = useState(Math.min(startPage, pages - 1));
  const visible = ordered.slice(page * CAROUSEL_STEP, page * CAROUSEL_STEP + CAROUSEL_STEP);
  return (
    <Section id="near-future" title={t('home.nearFuture')} moreHref="/tab/roadshowSquare" className="near-future">
      <ListState loading={false} failed={items === null} empty={ordered.length === 0}>
        <div className="near-future__track" aria-live="polite">
          <div className="card-grid card-grid--five">
            {visible.map((activity) => (
              <ActivityCard key={activity.activityId} activity={activity} />
            ))}
          </div>
        </div>
        {pages > 1 ? (
          <div className="pager">
            <button
              type="button"
              className="icon-button icon-button--round"
              aria-label={t('home.previous')}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              <Icon name="left" />
            </button>
            <span className="pager__label">{t('home.page', { page: page + 1, total: pages })}</span>
            <button
              type="button"
              className="icon-button icon-button--round"
              aria-label={t('home.next')}
              disabled={page >= pages - 1}
              onClick={() => setPage(page + 1)}
            >
              <Icon name="right" />
            </button>
          </div>
        ) : null}
      </ListState>
    </Section>
  );
}
