import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { Industry } from '@roadshow/contracts/search';
import { useLang } from '../../lib/lang.ts';
import { squareHref, type SquareQuery } from './square-query.ts';

const STATUSES = ['1', '0', '2', '3'];

/** Status, industry and date filters; a GET form that keeps the search and the tab. */
export function SquareFilters({ query, industries }: { query: SquareQuery; industries: Industry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const details = useRef<HTMLDetailsElement>(null);
  // Folded on a phone, above the results; open on desktop, where they sit beside them. The server
  // renders it folded and CSS shows the content on wide screens at once, so neither width shifts
  // the results when the page hydrates (a phone opening folded filters moved them by 0.29 CLS).
  useEffect(() => {
    if (details.current && !window.matchMedia('(max-width: 900px)').matches) details.current.open = true;
  }, []);
  const active = query.status.length + (query.industry ? 1 : 0) + (query.startFrom ? 1 : 0) + (query.startTo ? 1 : 0);
  return (
    <details className="square-filters" ref={details}>
      <summary className="square-filters__summary">
        {t('square.filters')}
        {active > 0 ? <span className="square-filters__count">{active}</span> : null}
      </summary>
      <Form method="get" action="/tab/roadshowSquare" className="square-filters__form" key={JSON.stringify(query)}>
        {query.searchValue ? <input type="hidden" name="searchValue" value={query.searchValue} /> : null}
        {query.tab !== 1 ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <input type="hidden" name="lang" value={lang} />
        <fieldset className="square-filters__group">
          <legend>{t('square.status')}</legend>
          {STATUSES.map((status) => (
            <label key={status} className="chip">
              <input type="checkbox" name="status" value={status} defaultChecked={query.status.includes(status)} />
              <span>{t(`status.${status}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="square-filters__group">
          <label htmlFor="square-industry">{t('square.industry')}</label>
          <select id="square-industry" name="industry" defaultValue={query.industry}>
            <option value="">{t('square.anyIndustry')}</option>
            {industries.map((industry) => (
              <option key={industry.code} value={industry.code}>
                {industry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="square-filters__group">
          <label htmlFor="square-from">{t('square.from')}</label>
          <input id="square-from" type="date" name="startFrom" defaultValue={query.startFrom} />
          <label htmlFor="square-to">{t('square.to')}</label>
          <input id="square-to" type="date" name="startTo" defaultValue={query.startTo} />
        </div>
        <div className="square-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('square.apply')}
          </button>
          <Link
            className="btn"
            to={squareHref({ ...query, status: [], industry: '', startFrom: '', startTo: '' }, lang)}
          >
            {t('square.reset')}
          </Link>
        </div>
      </Form>
    </details>
  );
}
