import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { useLang } from '../../lib/lang.ts';
import { squareHref, type SquareQuery } from './square-query.ts';

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number, span = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= span) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function SquarePager({ query, total, pageSize }: { query: SquareQuery; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (page: number) => squareHref(query, lang, { page });
  return (
    <nav className="square-pager" aria-label={t('square.pagination')}>
      {query.page > 1 ? (
        <Link className="icon-button icon-button--round" to={href(query.page - 1)} aria-label={t('home.previous')}>
          <Icon name="left" />
        </Link>
      ) : null}
      {pageWindow(query.page, pages).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} className="square-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={page}
            to={href(page)}
            className={`square-pager__page${page === query.page ? ' is-current' : ''}`}
            aria-current={page === query.page ? 'page' : undefined}
            aria-label={t('home.page', { page, total: pages })}
          >
            {page}
          </Link>
        ),
      )}
      {query.page < pages ? (
        <Link className="icon-button icon-button--round" to={href(query.page + 1)} aria-label={t('home.next')}>
          <Icon name="right" />
        </Link>
      ) : null}
    </nav>
  );
}
