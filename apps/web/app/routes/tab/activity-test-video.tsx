import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import '../../features/activity/live-room/live-room.css';

type Check = 'hls' | 'playback' | 'bandwidth' | 'latency' | 'events';
type Result = { state: 'checking' } | { state: 'ok' | 'failed'; detail?: string };
const CHECKS: Check[] = ['hls', 'playback', 'bandwidth', 'latency', 'events'];
const TEST_STREAM = '/media/live/test.m3u8';
const TEST_SEGMENT = '/media/live/360/seg-1.ts';
/** A short event stream of the server's (one `ready` frame, then it ends), decision 072. */
const TEST_EVENTS = '/roadshow/interact/testEvents';
const EVENTS_WAIT_MS = 8_000;

/**
 * Spec §2 /tab/activityTestVideo: a device and network check before a live event. It plays the
 * sandbox test stream the way the live room does (hls.js, or native HLS), opens a real event stream,
 * and measures download speed and the server's response time; each line says what works.
 */
export default function ActivityTestVideo() {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<Record<Check, Result>>(initial);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    // Everything the checks start, so that leaving the page early (or checking again) stops all of it,
    // including a player made after hls.js finished loading.
    let hls: { destroy(): void } | null = null;
    let watch: ReturnType<typeof setInterval> | undefined;
    let events: EventSource | null = null;
    let eventsTimer: ReturnType<typeof setTimeout> | undefined;
    setResults(initial());
    const set = (check: Check, result: Result) => {
      if (!cancelled) setResults((all) => ({ ...all, [check]: result }));
    };

    // Live updates: a real event stream from the server must deliver a frame while it is still open
    // (a proxy that buffers the stream would hold it back until the end).
    if (typeof EventSource === 'undefined') set('events', { state: 'failed' });
    else {
      const source = new EventSource(TEST_EVENTS);
      events = source;
      const finish = (state: 'ok' | 'failed') => {
        clearTimeout(eventsTimer);
        source.close();
        set('events', { state });
      };
      source.addEventListener('ready', () => finish('ok'));
      source.onerror = () => finish('failed');
      eventsTimer = setTimeout(() => finish('failed'), EVENTS_WAIT_MS);
    }

    void (async () => {
      // Playback as the live room plays: the browser's own HLS player, or hls.js over Media Source;
      // then time must advance.
      const native = element.canPlayType('application/vnd.apple.mpegurl') !== '';
      if (native) {
        element.src = TEST_STREAM;
        set('hls', { state: 'ok', detail: t('testVideo.native') });
      } else {
        const { default: Hls } = await import('hls.js');
        if (cancelled) return;
        if (!Hls.isSupported()) {
          set('hls', { state: 'failed' });
          set('playback', { state: 'failed' });
          return;
        }
        set('hls', { state: 'ok', detail: t('testVideo.mse') });
        // Transmuxing in hls.js's worker, as the live room does.
        const player = new Hls({ workerPath: hlsWorkerUrl });
        hls = player;
        player.loadSource(TEST_STREAM);
        player.attachMedia(element);
      }
      element.muted = true;
      void element.play().catch(() => undefined);
      const started = Date.now();
      watch = setInterval(() => {
        if (element.currentTime > 1) {
          set('playback', { state: 'ok' });
          clearInterval(watch);
        } else if (Date.now() - started > 15_000) {
          set('playback', { state: 'failed' });
          clearInterval(watch);
        }
      }, 250);
    })();

    void (async () => {
      try {
        const started = performance.now();
        const response = await fetch(`${TEST_SEGMENT}?t=${Date.now()}`, { cache: 'no-store' });
        // A 404 or 503 page is fast to download and says nothing about the network.
        if (!response.ok) throw new Error(`segment answered ${response.status}`);
        const bytes = (await response.arrayBuffer()).byteLength;
        const seconds = Math.max((performance.now() - started) / 1000, 0.001);
        set('bandwidth', {
          state: 'ok',
          detail: t('testVideo.kbps', { value: Math.round((bytes * 8) / 1000 / seconds) }),
        });
      } catch {
        set('bandwidth', { state: 'failed' });
      }
      try {
        const samples: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const started = performance.now();
          const response = await fetch('/healthz', { cache: 'no-store' });
          if (!response.ok) throw new Error(`health check answered ${response.status}`);
          samples.push(performance.now() - started);
        }
        samples.sort((a, b) => a - b);
        set('latency', { state: 'ok', detail: t('testVideo.ms', { value: Math.round(samples[1]!) }) });
      } catch {
        set('latency', { state: 'failed' });
      }
    })();

    return () => {
      cancelled = true;
      clearInterval(watch);
      clearTimeout(eventsTimer);
      events?.close();
      hls?.destroy();
      element.removeAttribute('src');
    };
  }, [run, t]);

  const done = CHECKS.every((check) => results[check].state !== 'checking');
  const allOk = CHECKS.every((check) => results[check].state === 'ok');
  return (
    <main id="main" className="page test-video-page">
      <title>{`${t('testVideo.title')} · ${t('site.name')}`}</title>
      <h1>{t('testVideo.title')}</h1>
      <p>{t('testVideo.intro')}</p>
      <div className="live-player">
        <video
          ref={video}
          className="live-player__video"
          controls
          muted
          playsInline
          aria-label={t('testVideo.player')}
        />
      </div>
      <ul className="test-video__results" aria-live="polite">
        {CHECKS.map((check) => {
          const result = results[check];
          return (
            <li key={check} data-check={check} data-state={result.state}>
              <strong>{t(`testVideo.items.${check}`)}</strong>:{' '}
              {result.state === 'checking' ? t('testVideo.checking') : t(`testVideo.${result.state}`)}
              {'detail' in result && result.detail ? ` (${result.detail})` : null}
            </li>
          );
        })}
      </ul>
      {done ? <p role="status">{t(allOk ? 'testVideo.summaryOk' : 'testVideo.summaryBad')}</p> : null}
      <button type="button" className="btn" onClick={() => setRun((n) => n + 1)}>
        {t('testVideo.run')}
      </button>
    </main>
  );
}

function initial(): Record<Check, Result> {
  return Object.fromEntries(CHECKS.map((check) => [check, { state: 'checking' }])) as Record<Check, Result>;
}
