import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import type { SearchActivitiesResult } from '@roadshow/contracts/search';
import { ActivityCard } from '../../components/activity-card.tsx';
import { ListState } from '../../components/list-state.tsx';
import { formatTotal } from '../../lib/format-total.ts';
import { useLang } from '../../lib/lang.ts';
import { Highlight } from '../../components/highlight.tsx';
import { squareHref, type SquareQuery } from './square-query.ts';
import { SquarePager } from './square-pager.tsx';

// A phone shows the results two to a row, and the largest paint is a cover of that first row.
const PRIORITY_CARDS = 2;

export function SearchResults(props: {
  query: SquareQuery;
  result: SearchActivitiesResult | null;
  error: string | null;
  now: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/tab/roadshowSquare';
  const { query, result } = props;

  if (props.error !== null)
    return (
      <div className="list-state" role="alert">
        <p>{props.error}</p>
        <Link className="btn" to={squareHref(query, lang)}>
          {t('home.retry')}
        </Link>
      </div>
    );
  return (
    <section className="square-results" aria-labelledby="square-results-title" aria-busy={loading}>
      <h2 id="square-results-title" className="square-results__count" aria-live="polite">
        {query.searchValue
          ? t('square.resultsFor', {
              count: result?.total ?? 0,
              total: formatTotal(t, result),
              query: query.searchValue,
            })
          : t('square.results', { count: result?.total ?? 0, total: formatTotal(t, result) })}
      </h2>
      <ListState
        loading={loading}
        failed={false}
        empty={(result?.roadShowSquareList.length ?? 0) === 0}
        skeletonCount={8}
      >
        <div className="card-grid card-grid--four">
          {result?.roadShowSquareList.map((hit, index) => (
            <ActivityCard
              key={hit.activityId}
              priority={index < PRIORITY_CARDS}
              activity={hit}
              now={props.now}
              titleContent={<Highlight text={hit.title} ranges={hit.titleMatches} />}
            />
          ))}
        </div>
      </ListState>
      {result ? <SquarePager query={query} total={result.total} pageSize={result.pageSize} /> : null}
    </section>
  );
}
