import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LETTER_TEXT } from '@roadshow/contracts/commitment-letter-text';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { SignaturePad } from '../../features/activity/commitment-letter/signature-pad.tsx';
import '../../features/activity/commitment-letter/commitment-letter.css';
import { ApiError, browserTransport, createApiClient, type LetterSignature } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, useRootData } from '../../lib/lang.ts';
import type { Route } from './+types/commitment-letter';

/** The letter behind the QR token, or why it cannot be signed (login needed, used, expired…). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromRequest(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { letter: await serverApi(context, lang).letterByToken(token), problem: null, needLogin: false };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { letter: null, problem: error.message, needLogin: error.code === 'UNAUTHORIZED' };
  }
}

// The token is a secret of one user: never cached, never sent on as a referrer.
export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

/** The mobile signing page opened by the commitment letter's QR code (spec §4, §9: 10 minutes). */
export default function MobileCommitmentLetter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const [signature, setSignature] = useState<LetterSignature | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const text = LETTER_TEXT[lang];
  const token = new URLSearchParams(location.search).get('token') ?? '';

  const sign = async () => {
    setSending(true);
    setProblem(null);
    try {
      await createApiClient(browserTransport, lang).signLetterByToken(token, signature ?? {});
      setDone(true);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const { letter } = loaderData;
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  return (
    <main id="main" className="letter-mobile">
      <title>{`${t('signupExtras.h5Title')} · ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="letter-panel__title">{t('signupExtras.h5Title')}</h1>
      {loaderData.needLogin ? (
        <>
          <p className="letter-panel__text">{t('signupExtras.h5Login')}</p>
          <a
            className="btn btn--primary"
            href={identityUrl(root?.config.identityUrl ?? '/identity', 'login', service, lang)}
          >
            {t('signupExtras.logIn')}
          </a>
        </>
      ) : !letter ? (
        <p className="letter-panel__warning" role="alert">
          {loaderData.problem}
        </p>
      ) : done ? (
        <p className="letter-panel__ok" role="status">
          {t('signupExtras.h5Done')}
        </p>
      ) : (
        <>
          <article className="letter-mobile__text" aria-labelledby="letter-mobile-title">
            <h2 id="letter-mobile-title">{text.title}</h2>
            <p className="letter-panel__text">{letter.activityTitle}</p>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <dl className="letter-panel__facts">
              <dt>{text.signer}</dt>
              <dd>{letter.formName}</dd>
              <dt>{text.document}</dt>
              <dd>{letter.formDocument}</dd>
            </dl>
          </article>
          <SignaturePad onChange={setSignature} />
          {problem ? (
            <p className="letter-panel__warning" role="alert">
              {problem}
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn--primary letter-mobile__submit"
            onClick={() => void sign()}
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? t('signupExtras.signing') : t('signupExtras.confirmSign')}
          </button>
        </>
      )}
    </main>
  );
}
