import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FollowTarget } from '@roadshow/contracts/follow';
import { identityUrl } from './header/auth-links.tsx';
import { showToast } from './toast.tsx';
import { ApiError, browserTransport, createApiClient } from '../lib/api-client.ts';
import { useLang, useRootData } from '../lib/lang.ts';
import './follow-button.css';

export interface FollowButtonProps {
  targetType: FollowTarget;
  /** Stock code of a company, analyst code of an analyst. */
  code: string;
  /** What is followed, for the button's accessible name ("Follow 华辰新能"). */
  name: string;
  /** The state the page was rendered with (false for visitors). */
  initialFollowed: boolean;
  size?: 'small' | 'default';
  /** Told about every change, e.g. to update a follower count or drop a row from a list. */
  onChange?: (followed: boolean) => void;
}

/**
 * Follow or unfollow one company or analyst. Visitors get a link to the identity login that comes
 * back to this page (the header's login link does the same). While a call is on its way the
 * button is disabled, so a double click sends one request; the API is idempotent anyway.
 */
export function FollowButton(props: FollowButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const [followed, setFollowed] = useState(props.initialFollowed);
  const [busy, setBusy] = useState(false);
  const className = `follow-button${props.size === 'small' ? ' follow-button--small' : ''}`;

  if (!root?.user) {
    const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
    return (
      <a
        className={className}
        href={identityUrl(root?.config.identityUrl ?? '/identity', 'login', service, lang)}
        aria-label={t('follow.loginToFollow', { name: props.name })}
      >
        + {t('follow.follow')}
      </a>
    );
  }

  async function toggle() {
    setBusy(true);
    const api = createApiClient(browserTransport, lang);
    const ref = { targetType: props.targetType, code: props.code } as Parameters<typeof api.addFollow>[0];
    try {
      const state = followed ? await api.cancelFollow(ref) : await api.addFollow(ref);
      setFollowed(state.followed);
      props.onChange?.(state.followed);
      showToast(state.followed ? t('follow.followedToast') : t('follow.unfollowedToast'));
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('follow.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${className}${followed ? ' is-followed' : ''}`}
      aria-pressed={followed}
      aria-label={t(followed ? 'follow.unfollowName' : 'follow.followName', { name: props.name })}
      disabled={busy}
      onClick={toggle}
    >
      {followed ? `✓ ${t('follow.following')}` : `+ ${t('follow.follow')}`}
    </button>
  );
}
