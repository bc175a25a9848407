import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Hls = import('hls.js').default;
export interface PlayerHandle {
  seek(seconds: number): void;
}

/**
 * The room's video: HLS through hls.js (loaded only here, on demand) or natively where the browser
 * plays HLS itself (Safari). Quality levels from the stream, a captions track when the room has one,
 * and keyboard controls on the player: Space/K play or pause, M mute, F full screen, arrows seek.
 */
export function LivePlayer(props: {
  url: string;
  kind: 'live' | 'replay';
  captionsUrl: string | null;
  onReady?: (handle: PlayerHandle) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const hls = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<{ index: number; height: number }[]>([]);
  const [level, setLevel] = useState(-1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    setFailed(false);
    props.onReady?.({ seek: (seconds) => (element.currentTime = seconds) });
    const useNative = element.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (useNative) {
      element.src = props.url;
      void element.play().catch(() => undefined);
    } else {
      void import('hls.js').then(({ default: HlsJs }) => {
        if (cancelled) return;
        if (!HlsJs.isSupported()) {
          setFailed(true);
          return;
        }
        const player = new HlsJs({ liveSyncDurationCount: 2 });
        hls.current = player;
        player.on(HlsJs.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(data.levels.map((l, index) => ({ index, height: l.height })));
          void element.play().catch(() => undefined);
        });
        player.on(HlsJs.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        player.loadSource(props.url);
        player.attachMedia(element);
      });
    }
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
      element.removeAttribute('src');
    };
    // The seek handle is handed over once per source: the effect follows the URL only.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onReady is read once per source on purpose
  }, [props.url]);

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
