import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@roadshow/contracts/locale';
import { useLang } from '../../lib/lang.ts';
import { logClick } from '../../lib/tracking.ts';
import { Icon } from '../icon.tsx';

export function squareSearchUrl(searchValue: string, lang: Lang): string {
  const params = new URLSearchParams({ searchValue: searchValue.trim(), lang });
  return `/tab/roadshowSquare?${params.toString()}`;
}

/** Spec §2: Enter or the icon opens the roadshow square in a new window with searchValue and lang. */
export function openSquareSearch(searchValue: string, lang: Lang) {
  logClick({ text: 'search', lang });
  window.open(squareSearchUrl(searchValue, lang), '_blank', 'noopener');
}

/** A search field with its icon button; used in the header and on the home banner. */
export function SearchField(props: { placeholder: string; className?: string; width?: number; large?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      className={`search-field${props.large ? ' search-field--large' : ''} ${props.className ?? ''}`}
      style={props.width ? { width: props.width } : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        openSquareSearch(value, lang);
      }}
    >
      <input
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={props.placeholder}
        aria-label={t('header.searchLabel')}
        maxLength={100}
        enterKeyHint="search"
      />
      <button type="submit" aria-label={t('header.searchButton')}>
        <Icon name="search" />
      </button>
    </form>
  );
}

export function HeaderSearch({ loggedIn = false }: { loggedIn?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  // Spec §2: 200 px, or 110 px for English when logged out (the longer login/register links need room).
  const width = lang === 'en' && !loggedIn ? 110 : 200;
  return <SearchField className="header-search" width={width} placeholder={t('header.searchPlaceholder')} />;
}
