import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AntdProvider, antdLinks } from '../../components/antd-provider.tsx';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { CommitmentLetterPanel } from '../../features/commitment-letter/commitment-letter-panel.tsx';
import { RegistrationForm } from '../../features/registration/registration-form.tsx';
import { useLang, useRootData } from '../../lib/lang.ts';

export const links = antdLinks;

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

/**
 * A preview of the registration form and the commitment letter panel for one activity, until they
 * are placed on the activity page (the sign-up flow is built apart). Shows only the logged-in
 * user's own data; remove when the activity page carries both.
 */
export default function SignupExtrasPreview() {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const [submitted, setSubmitted] = useState(false);
  const activityId = Number(new URLSearchParams(location.search).get('activityId') ?? '1') || 1;
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  return (
    <main id="main" className="page signup-preview">
      <title>{`${t('signupExtras.harnessTitle')} · ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('signupExtras.harnessTitle')}</h1>
      {!root?.user ? (
        <a
          className="btn btn--primary"
          href={identityUrl(root?.config.identityUrl ?? '/identity', 'login', service, lang)}
        >
          {t('signupExtras.logIn')}
        </a>
      ) : (
        <AntdProvider>
          <div className="signup-preview__stack">
            <RegistrationForm
              activityId={activityId}
              userPhone={root.user.mobile}
              onSubmit={async () => setSubmitted(true)}
            />
            {submitted ? (
              <p className="letter-panel__ok" role="status">
                {t('signupExtras.harnessSubmitted')}
              </p>
            ) : null}
            <CommitmentLetterPanel activityId={activityId} />
          </div>
        </AntdProvider>
      )}
    </main>
  );
}
