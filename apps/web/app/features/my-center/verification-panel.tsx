import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationView } from '@roadshow/contracts/verification';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';
import { BusinessCardForm, IdentityDocumentForm } from './verification-forms.tsx';
import './verification.css';

type Kind = 'card' | 'id';

/** One verification: its state (spec §4: unverified, verifying, verified, failed) and the form. */
function VerificationSection(props: {
  kind: Kind;
  view: VerificationView;
  onChange: (view: VerificationView) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState(props.view.status === 'unverified');
  const { view } = props;
  const api = createApiClient(browserTransport, lang);
  const title = props.kind === 'card' ? t('certification.cardTitle') : t('certification.documentTitle');
  const done = (next: VerificationView) => {
    setEditing(false);
    props.onChange(next);
  };
  return (
    <section className="verify-section" aria-labelledby={`verify-${props.kind}-title`}>
      <header className="verify-section__head">
        <h2 id={`verify-${props.kind}-title`}>{title}</h2>
        <span className={`verify-status verify-status--${view.status}`}>{t(`verification.${view.status}`)}</span>
      </header>
      {view.status === 'failed' ? (
        <p className="verify-note verify-note--failed" role="status">
          {t('certification.failedReason', { reason: view.reason })}
        </p>
      ) : null}
      {view.status === 'verifying' ? <p className="verify-note">{t('certification.underReview')}</p> : null}
      {view.status !== 'unverified' && !editing ? (
        <dl className="verify-summary">
          {view.name ? (
            <>
              <dt>{t('certification.name')}</dt>
              <dd>{view.name}</dd>
            </>
          ) : null}
          {view.company ? (
            <>
              <dt>{t('certification.company')}</dt>
              <dd>{view.company}</dd>
            </>
          ) : null}
          {view.position ? (
            <>
              <dt>{t('certification.position')}</dt>
              <dd>{view.position}</dd>
            </>
          ) : null}
          {view.documentNumberMasked ? (
            <>
              <dt>{t('certification.documentNumber')}</dt>
              <dd>{view.documentNumberMasked}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {view.status !== 'unverified' && view.status !== 'verifying' && !editing ? (
        <button type="button" className="btn" onClick={() => setEditing(true)}>
          {t('certification.reverify')}
        </button>
      ) : null}
      {editing && view.status !== 'verifying' ? (
        props.kind === 'card' ? (
          <BusinessCardForm initial={view} send={api.submitBusinessCard} onDone={done} />
        ) : (
          <IdentityDocumentForm initial={view} send={api.submitIdentityDocument} onDone={done} />
        )
      ) : null}
    </section>
  );
}

/** The my-certification tab: business card and identity document, loaded in the browser. */
export function VerificationPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const [views, setViews] = useState<Record<Kind, VerificationView> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const api = createApiClient(browserTransport, lang);
    Promise.all([api.verificationInfo('card'), api.verificationInfo('id')]).then(
      ([card, id]) => setViews({ card, id }),
      () => setFailed(true),
    );
  }, [lang]);
  if (failed)
    return (
      <p className="verify-note verify-note--failed" role="alert">
        {t('home.loadFailed')}
      </p>
    );
  if (!views)
    return (
      <div className="verify-loading" aria-busy="true">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  return (
    <div className="verify-panel">
      <VerificationSection kind="card" view={views.card} onChange={(card) => setViews({ ...views, card })} />
      <VerificationSection kind="id" view={views.id} onChange={(id) => setViews({ ...views, id })} />
    </div>
  );
}
