import { useTranslation } from 'react-i18next';

export default function About() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page page--narrow">
      <title>{`${t('about.title')} · ${t('site.name')}`}</title>
      <h1>{t('about.title')}</h1>
      <p>{t('about.text')}</p>
    </main>
  );
}
