import { BEHAVIOR_LOG_DEFAULTS, PAGE_TRACKING_IDS } from '@roadshow/contracts/tracking';
import type { Lang } from '@roadshow/contracts/locale';
import { logCalls } from '@roadshow/contracts/calls/log-calls';
import { apiCall, browserTransport } from './api-call.ts';

/** The tracking id of a route, or undefined when the route is not tracked. */
export function trackingIdFor(pathname: string): string | undefined {
  return PAGE_TRACKING_IDS[pathname];
}

/** Spec §2: routes with a tracking id send a page-view log on entry. Logging never breaks a page. */
export function logPageView(input: { pathname: string; search: string; lang: Lang; userId?: string }) {
  const moduleType = trackingIdFor(input.pathname);
  if (!moduleType) return;
  const params = new URLSearchParams(input.search);
  const moduleId = params.get('activityId') ?? params.get('themeId') ?? '';
  void apiCall(browserTransport, input.lang, logCalls.insertPageLog, {
    moduleType,
    moduleId,
    userId: input.userId ?? '',
    enterFrom: document.referrer.slice(0, 512),
  }).catch(() => undefined);
}

/** Spec §3/§9 behaviour log of a tracked click. */
export function logClick(input: { text: string; lang: Lang; userId?: string }) {
  void apiCall(browserTransport, input.lang, logCalls.userBehaviorLog, {
    ...BEHAVIOR_LOG_DEFAULTS,
    bhvText: input.text.slice(0, 256),
    userId: input.userId ?? '',
  }).catch(() => undefined);
}
