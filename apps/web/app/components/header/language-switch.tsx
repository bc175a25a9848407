import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGS, type Lang } from '@roadshow/contracts/locale';
import { useLang } from '../../lib/lang.ts';
import { Icon } from '../icon.tsx';
import { MenuButton } from '../menu-button.tsx';

/** The current URL with another language; the page reloads so every part renders in it. */
export function urlInLanguage(href: string, lang: Lang): string {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return url.toString();
}

function switchTo(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  window.location.assign(urlInLanguage(window.location.href, lang));
}

/** Spec §2: shows the two languages other than the current one; choosing one reloads the page. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <MenuButton
      buttonClassName="language-switch"
      buttonLabel={t('header.currentLanguage', { name: t(`languages.${lang}`) })}
      label={
        <>
          <Icon name="globe" /> <span>{t(`languages.${lang}`)}</span>
        </>
      }
      align="end"
      items={LANGS.filter((item) => item !== lang).map((item) => ({
        key: item,
        label: t(`languages.${item}`),
        lang: HTML_LANG[item],
        onSelect: () => switchTo(item),
      }))}
    />
  );
}
