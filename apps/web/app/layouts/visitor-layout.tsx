import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';

/** Spec §2 visitor layout: companyCode and companyName come from the query; the company name is the title. */
export default function VisitorLayout() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const companyName = params.get('companyName')?.trim() || '';
  const companyCode = params.get('companyCode')?.trim() || '';
  const title = companyName || t('visitor.defaultTitle');
  return (
    <div className="visitor-layout">
      <title>{title}</title>
      <header className="visitor-layout__bar">
        <h1 className="visitor-layout__title">{title}</h1>
        {companyCode ? <span className="visitor-layout__code">{companyCode}</span> : null}
      </header>
      <Outlet />
    </div>
  );
}
