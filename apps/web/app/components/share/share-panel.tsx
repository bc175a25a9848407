import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShortLink } from '@roadshow/contracts/share';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang, useRootData } from '../../lib/lang.ts';
import { showToast } from '../toast.tsx';
import { copyText } from './copy-text.ts';
import { ShareIcon } from './share-icons.tsx';
import './share.css';

export interface SharePanelProps {
  /** The page to share: a path on this site (with its query), usually `withLang(...)` of the page. */
  url: string;
  /** What is shared, for the e-mail subject and the phone's share sheet. */
  title: string;
  /** A line about it (summary) for the e-mail body. */
  text?: string;
}

type ShortState =
  { kind: 'idle' | 'loading' } | { kind: 'ready'; link: ShortLink } | { kind: 'failed'; message: string };

/**
 * "Share" button and its dialog (issue 4 part 8): the short link with a copy button, the original
 * link, a scannable QR code of the short link (WeChat: scan it), e-mail, and the phone's own share
 * sheet where there is one. A native <dialog>: focus moves in and back, Escape closes it.
 */
export function SharePanel({ url, title, text }: SharePanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const origin = useRootData()?.origin ?? '';
  const dialog = useRef<HTMLDialogElement>(null);
  const shortInput = useRef<HTMLInputElement>(null);
  const originalInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const shortId = useId();
  const originalId = useId();
  const [short, setShort] = useState<ShortState>({ kind: 'idle' });
  const [canNativeShare, setCanNativeShare] = useState(false);
  const originalUrl = origin ? new URL(url, origin).href : url;
  const shortUrl = short.kind === 'ready' ? new URL(short.link.shortPath, origin || undefined).href : null;

  useEffect(() => setCanNativeShare(typeof navigator.share === 'function'), []);
  // A different page (client navigation) needs its own short link.
  useEffect(() => setShort({ kind: 'idle' }), [url]);

  const loadShortLink = useCallback(async () => {
    setShort({ kind: 'loading' });
    try {
      setShort({ kind: 'ready', link: await createApiClient(browserTransport, lang).shortLink(url) });
    } catch (error) {
      setShort({ kind: 'failed', message: error instanceof ApiError ? error.message : t('share.shortFailed') });
    }
  }, [lang, t, url]);

  const open = () => {
    dialog.current?.showModal();
    if (short.kind === 'idle' || short.kind === 'failed') void loadShortLink();
  };

  const copy = async (value: string, input: HTMLInputElement | null) => {
    const copied = await copyText(value, input);
    showToast(copied ? t('share.copied') : t('share.copyFailed'), copied ? 'info' : 'error');
  };

  const linkForOthers = shortUrl ?? originalUrl;
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
    [text, linkForOthers].filter(Boolean).join('\n\n'),
  )}`;

  return (
    <>
      <button type="button" className="btn share-button" aria-haspopup="dialog" onClick={open}>
        <ShareIcon name="share" />
        {t('share.button')}
      </button>
      <dialog
        ref={dialog}
        className="share-dialog"
        aria-labelledby={headingId}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className="share-dialog__box">
          <header className="share-dialog__head">
            <h2 id={headingId}>{t('share.title')}</h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('share.close')}
              onClick={() => dialog.current?.close()}
            >
              <ShareIcon name="close" />
            </button>
          </header>
          <p className="share-dialog__subject">{title}</p>

          <div className="share-dialog__body">
            <div className="share-dialog__links">
              <div className="share-field">
                <label className="share-field__label" htmlFor={short.kind === 'ready' ? shortId : undefined}>
                  {t('share.shortLink')}
                </label>
                {short.kind === 'ready' && shortUrl ? (
                  <span className="share-field__row">
                    <input
                      id={shortId}
                      ref={shortInput}
                      readOnly
                      value={shortUrl}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <button
                      type="button"
                      className="btn btn--primary"
                      aria-label={t('share.copyShort')}
                      onClick={() => void copy(shortUrl, shortInput.current)}
                    >
                      <ShareIcon name="copy" />
                      {t('share.copy')}
                    </button>
                  </span>
                ) : short.kind === 'failed' ? (
                  <span className="share-field__row" role="alert">
                    <span className="share-field__error">{short.message}</span>
                    <button type="button" className="btn" onClick={() => void loadShortLink()}>
                      {t('share.retry')}
                    </button>
                  </span>
                ) : (
                  <span className="share-field__row share-field__loading" role="status">
                    {t('share.loading')}
                  </span>
                )}
              </div>
              <div className="share-field">
                <label className="share-field__label" htmlFor={originalId}>
                  {t('share.originalLink')}
                </label>
                <span className="share-field__row">
                  <input
                    id={originalId}
                    ref={originalInput}
                    readOnly
                    value={originalUrl}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('share.copyOriginal')}
                    onClick={() => void copy(originalUrl, originalInput.current)}
                  >
                    <ShareIcon name="copy" />
                    {t('share.copy')}
                  </button>
                </span>
              </div>
              <p className="share-dialog__wechat">{t('share.wechat')}</p>
              <div className="share-dialog__actions">
                <a className="btn" href={mailto}>
                  <ShareIcon name="mail" />
                  {t('share.email')}
                </a>
                {canNativeShare ? (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => void navigator.share({ title, text, url: linkForOthers }).catch(() => undefined)}
                  >
                    <ShareIcon name="more" />
                    {t('share.more')}
                  </button>
                ) : null}
              </div>
            </div>
            <figure className="share-dialog__qr">
              {shortUrl ? (
                <QRCodeSVG
                  value={shortUrl}
                  size={168}
                  level="M"
                  marginSize={4}
                  role="img"
                  aria-label={t('share.qrLabel', { url: shortUrl })}
                  data-qr-value={shortUrl}
                />
              ) : (
                <span className="share-dialog__qr-placeholder" aria-hidden="true" />
              )}
              <figcaption>{t('share.qrCaption')}</figcaption>
            </figure>
          </div>
        </div>
      </dialog>
    </>
  );
}
