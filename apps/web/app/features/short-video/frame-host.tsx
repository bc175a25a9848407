import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MICRO_FRONTEND_READY, stateAfterLoad, type FrameState } from './frame-src.ts';

/** A frame that never finished loading in this long is reported as failed. */
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Hosts a micro-frontend in a frame: a loading note until it is up, and a clear message with a way
 * out (reload, or open it on its own) when it does not come up.
 */
export function FrameHost(props: { src: string; sameOrigin: boolean; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [attempt, setAttempt] = useState(0);
  // The frame is created in the browser only: a frame that finished before hydration would never
  // report its load, and its state could not be known.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      LOAD_TIMEOUT_MS,
    );
    const origin = new URL(props.src, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === MICRO_FRONTEND_READY) setState('ready');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [props.src, props.sameOrigin, attempt]);

  return (
    <div className={`frame-host is-${state}`}>
      {state === 'loading' ? (
        <p className="frame-host__note" role="status">
          {t('media.shortVideo.loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div className="frame-host__note frame-host__note--failed" role="alert">
          <p>{t('media.shortVideo.failed')}</p>
          <p className="frame-host__actions">
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              {t('media.shortVideo.retry')}
            </button>
            <a href={props.src} target="_blank" rel="noopener">
              {t('media.shortVideo.openDirectly')}
            </a>
          </p>
        </div>
      ) : null}
      {mounted ? (
        <iframe
          key={attempt}
          ref={frame}
          className="frame-host__frame"
          src={props.src}
          title={props.title}
          hidden={state === 'failed'}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          onLoad={(event) => setState(stateAfterLoad(event.currentTarget, props.sameOrigin))}
        />
      ) : null}
    </div>
  );
}
