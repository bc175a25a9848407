import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number, span = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= span) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Numbered pages as links (so every page is a URL, server-rendered and shareable). */
export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(props.total / props.pageSize);
  if (pages <= 1) return null;
  const { page: current, href } = props;
  return (
    <nav className="pager" aria-label={props.label}>
      {current > 1 ? (
        <Link className="icon-button icon-button--round" to={href(current - 1)} aria-label={t('home.previous')}>
          <Icon name="left" />
        </Link>
      ) : null}
      {pageWindow(current, pages).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={page}
            to={href(page)}
            className={`pager__page${page === current ? ' is-current' : ''}`}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('home.page', { page, total: pages })}
          >
            {page}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link className="icon-button icon-button--round" to={href(current + 1)} aria-label={t('home.next')}>
          <Icon name="right" />
        </Link>
      ) : null}
    </nav>
  );
}
