import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Spec §8/§9: a chunk that has not loaded after 120 s is a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'ChunkLoadError',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((text) => error.message.includes(text));
}

export interface NavigationWatch {
  /** True once a navigation is under way and the time-out is counting. */
  busy: boolean;
  /** Where a navigation stuck for longer than the time-out was going. */
  stalledTarget?: string;
}

/**
 * Watches navigations for the chunk time-out. (A chunk that fails outright makes React Router
 * reload the page by itself; a chunk that never arrives is what this catches.) `busy` is set by
 * the same effect that arms the timer, so anything shown from it implies the count has begun.
 */
export function useNavigationWatchdog(timeoutMs = CHUNK_LOAD_TIMEOUT_MS): NavigationWatch {
  const navigation = useNavigation();
  const [phase, setPhase] = useState<'idle' | 'busy' | 'stalled'>('idle');
  useEffect(() => {
    if (navigation.state === 'idle') {
      setPhase('idle');
      return;
    }
    setPhase('busy');
    const timer = setTimeout(() => setPhase('stalled'), timeoutMs);
    return () => clearTimeout(timer);
  }, [navigation.state, timeoutMs]);
  if (navigation.state === 'idle' || phase === 'idle') return { busy: false };
  if (phase === 'busy' || !navigation.location) return { busy: true };
  const { pathname, search, hash } = navigation.location;
  return { busy: true, stalledTarget: `${pathname}${search}${hash}` };
}

/** Spec §8 ChunkLoadError: a clear message and a reload that goes where the user was going. */
export function ChunkLoadNotice({ retryHref }: { retryHref?: string }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" id="main">
      <div className="status-page__box" role="alert">
        <h1 className="status-page__title">{t('chunkError.title')}</h1>
        <p>{t('chunkError.text')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => (retryHref ? window.location.assign(retryHref) : window.location.reload())}
        >
          {t('chunkError.reload')}
        </button>
      </div>
    </main>
  );
}
