import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang, withLang } from '../lib/lang.ts';
import { AntdProvider } from './antd-provider.tsx';

/** An honest state for routes whose feature has not been built yet: no fake data. */
export function ComingSoon({ pageKey, withTitle = true }: { pageKey: string; withTitle?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = t(`pages.${pageKey}`);
  return (
    <AntdProvider>
      <main className="status-page" id="main">
        {withTitle ? <title>{`${page} · ${t('site.name')}`}</title> : null}
        <Result
          status="info"
          title={<h1 className="status-page__title">{page}</h1>}
          subTitle={
            <>
              <strong className="coming-soon__badge">{t('comingSoon.title')}</strong>
              <p>{t('comingSoon.text', { page })}</p>
            </>
          }
          extra={
            <Button type="primary" href={withLang('/', lang)}>
              {t('comingSoon.backHome')}
            </Button>
          }
        />
      </main>
    </AntdProvider>
  );
}
