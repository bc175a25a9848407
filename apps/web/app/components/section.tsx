import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, withLang } from '../lib/lang.ts';
import { Icon } from './icon.tsx';

/** A titled block of a page, with an optional "view more" link. */
export function Section(props: {
  id: string;
  title: string;
  moreHref?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = `${props.id}-title`;
  return (
    <section className={`section ${props.className ?? ''}`} aria-labelledby={headingId}>
      <div className="section__head">
        <h2 className="section__title" id={headingId}>
          {props.title}
        </h2>
        {props.moreHref ? (
          <Link className="section__more" to={withLang(props.moreHref, lang)}>
            {t('home.more')} <Icon name="right" />
          </Link>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}
