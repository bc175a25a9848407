import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '@roadshow/contracts/format';
import type { HotCompany } from '@roadshow/contracts/home';
import { ListState } from '../../components/list-state.tsx';
import { Section } from '../../components/section.tsx';
import { useLang, withLang } from '../../lib/lang.ts';

/** Spec §9: the top three hot companies. */
export function HotCompanies({ companies }: { companies: HotCompany[] | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section id="hot-companies" title={t('home.hotCompanies')} moreHref="/tab/listedCompany" className="hot-companies">
      <ListState loading={false} failed={companies === null} empty={(companies ?? []).length === 0}>
        <ol className="hot-companies__list">
          {(companies ?? []).map((company, index) => (
            <li key={company.companyCode} className={`hot-company hot-company--${index + 1}`}>
              <Link
                to={withLang(`/tab/listedCompany?companyCode=${company.companyCode}`, lang)}
                className="hot-company__link"
              >
                <span className="hot-company__rank" aria-label={t('home.rank', { rank: index + 1 })}>
                  {index + 1}
                </span>
                {company.logo ? (
                  <img className="hot-company__logo" src={company.logo} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span className="hot-company__text">
                  <strong>{company.companyName}</strong>
                  <span>
                    {company.companyCode} · {company.industry}
                  </span>
                </span>
                <span className="hot-company__heat">{t('home.heat', { value: formatCount(company.degree) })}</span>
              </Link>
            </li>
          ))}
        </ol>
      </ListState>
    </Section>
  );
}
