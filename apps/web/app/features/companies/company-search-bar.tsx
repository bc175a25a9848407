import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@roadshow/contracts/search';
import { Icon } from '../../components/icon.tsx';
import { useLang } from '../../lib/lang.ts';
import type { CompanyQuery } from './company-query.ts';

/** A GET form: it works before the scripts load, and the URL says it all. */
export function CompanySearchBar(props: { action: string; query: CompanyQuery; placeholder: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form method="get" action={props.action} role="search" className="search-field search-field--large company-search">
      <input
        type="search"
        name="searchValue"
        defaultValue={props.query.searchValue}
        key={props.query.searchValue}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
      />
      {props.query.tab !== 1 ? <input type="hidden" name="tab" value={props.query.tab} /> : null}
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" aria-label={t('header.searchButton')}>
        <Icon name="search" />
      </button>
    </Form>
  );
}
