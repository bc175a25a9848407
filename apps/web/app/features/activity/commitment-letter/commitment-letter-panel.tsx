import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '@roadshow/contracts/locale';
import type { LetterStatus, SignatureAttempt } from '@roadshow/contracts/commitment-letter';
import { ApiError, browserTransport, createApiClient, type LetterSignature } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';
import { SignaturePad } from './signature-pad.tsx';
import './commitment-letter.css';

const POLL_MS = 2000;

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The QR code for signing on the phone: a 10-minute countdown, a refresh, polling until signed. */
function ScanToSign(props: { activityId: number; onSigned: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [attempt, setAttempt] = useState<SignatureAttempt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const current = useRef<SignatureAttempt | null>(null);
  const { activityId } = props;
  // The latest callback, so a new one from the parent's render does not restart the polling.
  const onSigned = useRef(props.onSigned);
  onSigned.current = props.onSigned;

  const refresh = useCallback(async () => {
    setProblem(null);
    try {
      const next = await createApiClient(browserTransport, lang).recordSignatureUuid(props.activityId);
      current.current = next;
      setAttempt(next);
      setNow(Date.now());
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  }, [props.activityId, lang]);

  useEffect(() => {
    void refresh();
    return () => {
      // Closing the code withdraws it (invalidSignatureUuid), unless the phone already signed.
      const open = current.current;
      if (open) void createApiClient(browserTransport, lang).invalidSignatureUuid(props.activityId, open.signatureUuid);
    };
  }, [refresh, props.activityId, lang]);

  useEffect(() => {
    if (!attempt) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const api = createApiClient(browserTransport, lang);
    const poll = setInterval(() => {
      api
        .signatureUuidStatus(activityId, attempt.signatureUuid)
        .then(({ status }) => {
          if (status === 'signed') {
            current.current = null;
            onSigned.current();
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [attempt, activityId, lang]);

  const left = attempt ? new Date(attempt.expiresAt).getTime() - now : 0;
  const absolute = attempt ? new URL(attempt.signUrl, window.location.origin).toString() : '';
  return (
    <div className="letter-scan" role="group" aria-label={t('signupExtras.scanToSign')}>
      {problem ? (
        <p className="letter-panel__warning" role="alert">
          {problem}
        </p>
      ) : null}
      {attempt ? (
        <>
          <div className={`letter-scan__code${left <= 0 ? ' letter-scan__code--expired' : ''}`}>
            <QRCodeSVG value={absolute} size={180} marginSize={2} title={t('signupExtras.qrLabel')} role="img" />
          </div>
          <p className="letter-scan__hint">{t('signupExtras.qrLabel')}</p>
          <p className="letter-scan__timer" aria-live="polite">
            {left > 0 ? t('signupExtras.qrCountdown', { time: mmss(left) }) : t('signupExtras.qrExpired')}
          </p>
          {left > 0 ? (
            <p className="letter-scan__hint" role="status">
              {t('signupExtras.waitingPhone')}
            </p>
          ) : null}
          <a className="visually-hidden" href={absolute} data-testid="letter-sign-url">
            {absolute}
          </a>
        </>
      ) : (
        <div className="letter-scan__code letter-scan__code--loading skeleton" aria-busy="true" />
      )}
      <div className="letter-panel__actions">
        <button type="button" className="btn" onClick={() => void refresh()}>
          {t('signupExtras.refresh')}
        </button>
        <button type="button" className="btn" onClick={props.onClose}>
          {t('signupExtras.close')}
        </button>
      </div>
    </div>
  );
}

/** Signing in this browser. */
function SignHere(props: { activityId: number; onSigned: (status: LetterStatus) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [signature, setSignature] = useState<LetterSignature | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sign = async () => {
    setSending(true);
    setProblem(null);
    try {
      props.onSigned(
        await createApiClient(browserTransport, lang).signCommitmentLetter(props.activityId, signature ?? {}),
      );
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="letter-sign">
      <SignaturePad onChange={setSignature} />
      {problem ? (
        <p className="letter-panel__warning" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="letter-panel__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void sign()}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? t('signupExtras.signing') : t('signupExtras.confirmSign')}
        </button>
        <button type="button" className="btn" onClick={props.onClose}>
          {t('signupExtras.close')}
        </button>
      </div>
    </div>
  );
}

/**
 * The commitment letter of spec §4 for the logged-in user: unsigned (sign here or scan to sign),
 * signed (the letter as image and PDF), or re-sign with the mismatch or edit warning.
 */
export function CommitmentLetterPanel(props: { activityId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<LetterStatus | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [mode, setMode] = useState<'idle' | 'here' | 'scan'>('idle');

  const load = useCallback(() => {
    createApiClient(browserTransport, lang)
      .commitmentLetter(props.activityId)
      .then((next) => {
        setStatus(next);
        setFailed(null);
      })
      .catch((error: unknown) => setFailed(error instanceof ApiError ? error.message : String(error)));
  }, [props.activityId, lang]);
  useEffect(load, [load]);

  const signed = (next?: LetterStatus) => {
    setMode('idle');
    if (next) setStatus(next);
    else load();
  };

  const time = status?.signedAt ? new Date(status.signedAt).toLocaleString(HTML_LANG[lang]) : '';
  return (
    <section className="letter-panel" aria-labelledby="letter-title">
      <h2 id="letter-title" className="letter-panel__title">
        {t('signupExtras.letterTitle')}
      </h2>
      {failed ? (
        <p className="letter-panel__warning" role="alert">
          {failed}
        </p>
      ) : !status ? (
        <div aria-busy="true">
          <p className="letter-panel__text">{t('signupExtras.loading')}</p>
          <div className="skeleton skeleton--line" />
        </div>
      ) : (
        <>
          {status.state === 'signed' ? (
            <p className="letter-panel__ok" role="status">
              {t('signupExtras.letterSigned', { time })}
            </p>
          ) : status.state === 'resign' ? (
            <p className="letter-panel__warning" role="alert">
              {status.reason === 'mismatch' ? t('signupExtras.letterMismatch') : t('signupExtras.letterEdited')}
            </p>
          ) : (
            <p className="letter-panel__text">{t('signupExtras.letterUnsigned')}</p>
          )}
          {status.formName ? (
            <dl className="letter-panel__facts">
              <dt>{t('signupExtras.signer')}</dt>
              <dd>{status.formName}</dd>
              <dt>{t('signupExtras.document')}</dt>
              <dd>{status.formDocument}</dd>
            </dl>
          ) : (
            <p className="letter-panel__text">{t('signupExtras.letterNeedsForm')}</p>
          )}
          {status.state !== 'unsigned' && status.imageUrl ? (
            <p className="letter-panel__links">
              <a href={status.imageUrl} target="_blank" rel="noreferrer">
                {t('signupExtras.viewImage')}
              </a>
              <a href={status.pdfUrl} target="_blank" rel="noreferrer">
                {t('signupExtras.downloadPdf')}
              </a>
            </p>
          ) : null}
          {mode === 'here' ? (
            <SignHere activityId={props.activityId} onSigned={signed} onClose={() => setMode('idle')} />
          ) : mode === 'scan' ? (
            <ScanToSign activityId={props.activityId} onSigned={() => signed()} onClose={() => setMode('idle')} />
          ) : status.state !== 'signed' && status.formName ? (
            <div className="letter-panel__actions">
              <button type="button" className="btn btn--primary" onClick={() => setMode('here')}>
                {status.state === 'resign' ? t('signupExtras.resign') : t('signupExtras.signHere')}
              </button>
              <button type="button" className="btn" onClick={() => setMode('scan')}>
                {t('signupExtras.scanToSign')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
