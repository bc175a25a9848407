import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@roadshow/contracts/search';
import { Icon } from '../../components/icon.tsx';
import { useLang } from '../../lib/lang.ts';
import type { SquareQuery } from './square-query.ts';

/** The square's own search: a GET form, so it works before the scripts load and the URL says it all. */
export function SquareSearchBar({ query }: { query: SquareQuery }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form
      method="get"
      action="/tab/roadshowSquare"
      role="search"
      className="search-field search-field--large square-search"
    >
      <input
        type="search"
        name="searchValue"
        defaultValue={query.searchValue}
        key={query.searchValue}
        placeholder={t('home.heroSearchPlaceholder')}
        aria-label={t('header.searchLabel')}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
      />
      {query.tab !== 1 ? <input type="hidden" name="tab" value={query.tab} /> : null}
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" aria-label={t('header.searchButton')}>
        <Icon name="search" />
      </button>
    </Form>
  );
}
