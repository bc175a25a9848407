import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
// hls.js's transmuxer as a same-origin file: its ES build would otherwise run it on the page's own
// thread, next to React (a blob worker would need the CSP to allow blob: scripts).
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import {
  createPlaylistSigner,
  isPassingFailure,
  renewalDelay,
  RENEW_RETRY_MS,
  type PlayGrant,
  type PlaylistSigner,
} from './play-url-renewal.ts';

type Hls = import('hls.js').default;
export interface PlayerHandle {
  seek(seconds: number): void;
}

/**
 * Playing, yet no frame for this long: loading has died (the browser's own player may stall on a
 * refused playlist without an error event). Counted only once the video had played.
 */
const STALL_MS = 12_000;
/** A failed player starts again on a fresh URL at most this often (a broken stream does not loop). */
const RESTART_GAP_MS = 20_000;

/**
 * The room's video: HLS through the browser's own player where it has one (Safari, recent Chromium),
 * else through hls.js (loaded only here, on demand). Quality levels from the stream, a captions track when the room has one,
 * and keyboard controls on the player: Space/K play or pause, M mute, F full screen, arrows seek.
 *
 * Play URLs expire (decision 036), and a live player keeps reloading its playlists, so the player
 * renews its URL before it expires (decision 072): hls.js goes on playing and its next playlist
 * requests carry the new signatures, so the video never stops for it; the browser's own player is
 * handed the new URL while the old one still works. When loading fails for good anyway (a renewal
 * came too late, a tab slept through it) it starts again once on a fresh URL; when no fresh URL is
 * given (the password changed, access was withdrawn) the room decides.
 */
export function LivePlayer(props: {
  grant: PlayGrant;
  kind: 'live' | 'replay';
  captionsUrl: string | null;
  /** A fresh play URL for the same room (getLivePlayUrl again). */
  renew: () => Promise<PlayGrant>;
  /** No fresh URL is to be had: the room checks the way in again. */
  onLost: () => void;
  onReady?: (handle: PlayerHandle) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const hls = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<{ index: number; height: number }[]>([]);
  const [level, setLevel] = useState(-1);
  const [failed, setFailed] = useState(false);
  // The URL the player (re)started on, with a count so that restarting on the same URL restarts too.
  const [source, setSource] = useState({ url: props.grant.url, run: 0 });
  const grant = useRef(props.grant);
  const signer = useRef<PlaylistSigner | null>(null);
  /** The browser's own HLS player plays (not hls.js): a renewal has to hand it the new URL. */
  const native = useRef(false);
  const lastRestart = useRef(0);
  const callbacks = useRef(props);
  callbacks.current = props;

  // A new grant from the room (it entered again: status change, new stream) starts a new player.
  const given = useRef(props.grant);
  useEffect(() => {
    if (given.current === props.grant) return;
    given.current = props.grant;
    grant.current = props.grant;
    signer.current = null;
    setSource((current) => ({ url: props.grant.url, run: current.run + 1 }));
  }, [props.grant]);

  /** Starts the player again on a fresh URL after loading failed; the room decides when none comes. */
  const restart = useRef(async () => {
    const now = Date.now();
    if (now - lastRestart.current < RESTART_GAP_MS) {
      setFailed(true);
      return;
    }
    lastRestart.current = now;
    try {
      const next = await callbacks.current.renew();
      grant.current = next;
      signer.current = null;
      setSource((current) => ({ url: next.url, run: current.run + 1 }));
    } catch (error) {
      if (isPassingFailure(error)) setFailed(true);
      else callbacks.current.onLost();
    }
  });

  // Renewal ahead of the expiry, for as long as this player runs; the old URL keeps serving meanwhile.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /**
     * The browser's own player reloads its playlists by itself, so the new URL must become its
     * source: while the old one still works, at the live edge (a live stream) or where the viewer
     * was (the replay), playing on if it played. A second's reload every 25 minutes, not a dead player.
     */
    const handOver = (url: string) => {
      const element = video.current;
      if (!element) return;
      const playing = !element.paused;
      const at = element.currentTime;
      element.src = url;
      if (callbacks.current.kind === 'replay')
        element.addEventListener('loadedmetadata', () => (element.currentTime = at), { once: true });
      if (playing) void element.play().catch(() => undefined);
    };
    const schedule = (delay: number) => {
      timer = setTimeout(() => void renewNow(), delay);
    };
    const renewNow = async () => {
      try {
        const next = await callbacks.current.renew();
        if (stopped) return;
        grant.current = next;
        if (native.current) {
          handOver(next.url);
          schedule(renewalDelay(next.expiresAt, Date.now()));
          return;
        }
        const text = await fetch(next.url, { cache: 'no-store' })
          .then((answer) => (answer.ok ? answer.text() : ''))
          .catch(() => '');
        if (stopped) return;
        signer.current ??= createPlaylistSigner(window.location.href);
        signer.current.learn(next.url, text);
        schedule(renewalDelay(next.expiresAt, Date.now()));
      } catch (error) {
        // A "no" (password changed, access withdrawn) is not retried: the video plays until its URL
        // dies, and then the restart asks once more and hands over to the room.
        if (!stopped && isPassingFailure(error)) schedule(RENEW_RETRY_MS);
      }
    };
    schedule(renewalDelay(grant.current.expiresAt, Date.now()));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [source]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    setFailed(false);
    props.onReady?.({ seek: (seconds) => (element.currentTime = seconds) });
    // The browser's own HLS player where it has one (Safari, recent Chromium): far lighter on the
    // CPU than transmuxing in script, which matters on phones. hls.js elsewhere.
    const onNativeError = () => void restart.current();
    // The stall watch: time that stopped moving while the video should play means loading died.
    let movedAt: number | null = null;
    let lastTime = -1;
    const onTime = () => {
      if (element.currentTime !== lastTime) {
        lastTime = element.currentTime;
        movedAt = Date.now();
      }
    };
    element.addEventListener('timeupdate', onTime);
    const stallWatch = setInterval(() => {
      if (movedAt === null || element.paused || element.ended || document.visibilityState !== 'visible') {
        if (movedAt !== null) movedAt = Date.now();
        return;
      }
      if (Date.now() - movedAt > STALL_MS) {
        movedAt = null;
        void restart.current();
      }
    }, 2_000);
    native.current = element.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (native.current) {
      element.addEventListener('error', onNativeError);
      element.src = source.url;
      void element.play().catch(() => undefined);
    } else {
      void import('hls.js').then(({ default: HlsJs }) => {
        if (cancelled) return;
        if (!HlsJs.isSupported()) {
          setFailed(true);
          return;
        }
        const player = new HlsJs({
          liveSyncDurationCount: 2,
          workerPath: hlsWorkerUrl,
          // Each playlist request goes to the newest signed URL of that playlist (see above).
          xhrSetup: (xhr, url) => {
            const signed = signer.current?.rewrite(url) ?? url;
            if (signed !== url) xhr.open('GET', signed, true);
          },
        });
        hls.current = player;
        player.on(HlsJs.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(data.levels.map((l, index) => ({ index, height: l.height })));
          void element.play().catch(() => undefined);
        });
        let mediaRecoveries = 0;
        player.on(HlsJs.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) void restart.current();
          else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && mediaRecoveries++ < 1) player.recoverMediaError();
          else setFailed(true);
        });
        player.loadSource(source.url);
        player.attachMedia(element);
      });
    }
    return () => {
      cancelled = true;
      clearInterval(stallWatch);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('error', onNativeError);
      hls.current?.destroy();
      hls.current = null;
      element.removeAttribute('src');
    };
    // The seek handle is handed over once per source: the effect follows the source only.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onReady is read once per source on purpose
  }, [source]);

  const chooseLevel = (value: number) => {
    setLevel(value);
    if (hls.current) hls.current.currentLevel = value;
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = video.current;
    if (!element || event.target instanceof HTMLSelectElement) return;
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'k') {
      if (element.paused) void element.play();
      else element.pause();
    } else if (key === 'm') element.muted = !element.muted;
    else if (key === 'f') {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void box.current?.requestFullscreen?.();
    } else if (key === 'arrowleft') element.currentTime = Math.max(0, element.currentTime - 5);
    else if (key === 'arrowright') element.currentTime += 5;
    else return;
    event.preventDefault();
  };

  return (
    <div className="live-player" ref={box} tabIndex={0} onKeyDown={onKey} aria-describedby="live-player-keys">
      <video
        ref={video}
        className="live-player__video"
        controls
        muted
        playsInline
        aria-label={t('liveRoom.player.label')}
        data-kind={props.kind}
      >
        {props.captionsUrl ? <track kind="captions" src={props.captionsUrl} default label="CC" /> : null}
      </video>
      <div className="live-player__bar">
        <span className={`live-player__badge live-player__badge--${props.kind}`}>{t(`liveRoom.${props.kind}`)}</span>
        {levels.length > 1 ? (
          <label className="live-player__quality">
            {t('liveRoom.player.quality')}
            <select value={level} onChange={(event) => chooseLevel(Number(event.target.value))}>
              <option value={-1}>{t('liveRoom.player.auto')}</option>
              {levels.map((l) => (
                <option key={l.index} value={l.index}>
                  {l.height}p
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <span id="live-player-keys" className="live-player__keys">
          {t('liveRoom.player.keys')}
        </span>
      </div>
      {failed ? (
        <p className="live-player__error" role="alert">
          {t('liveRoom.player.error')}
        </p>
      ) : null}
    </div>
  );
}
