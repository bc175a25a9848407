import { createContext } from 'react-router';
import type { Lang } from '@roadshow/contracts/locale';

/** Settings the pages need, from the server's environment; safe to send to the browser. */
export interface WebConfig {
  aboutUrl: string;
  identityUrl: string;
  mobileActivityUrl: string;
  mobileThemeUrl: string;
  /** Where /tab/shortVideo's frame points (SHORT_VIDEO_URL): a path of ours or an absolute URL. */
  shortVideoUrl: string;
  embedParentOrigins: string[];
  /** Other sites of the platform exist (LOGIN_SERVICE_ORIGINS): logins made there should show here. */
  loginSync: boolean;
}

export interface ApiCall {
  method: 'GET' | 'POST';
  /** The roadshow API (default) or the identity service. */
  service?: 'roadshow' | 'identity';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  lang: Lang;
}

/** The call's query as URL parameters plus its language; unset values are left out, never sent as "undefined". */
export function callParameters(call: ApiCall): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) parameters[key] = String(value);
  parameters.lang = call.lang;
  return parameters;
}

/** How loaders reach the API: in one process through Fastify's inject, otherwise over HTTP. */
export type ApiTransport = (call: ApiCall) => Promise<unknown>;

/** Where a call goes: /roadshow/... or /identity/... */
export const callUrlPath = (call: ApiCall) => `/${call.service ?? 'roadshow'}${call.path}`;

export interface ServerContext {
  transport: ApiTransport;
  /** Set-Cookie headers the API answered a loader's calls with, for the page's own response. */
  setCookies: string[];
  config: WebConfig;
  /** CSP nonce of this response, for the inline scripts React Router writes. */
  nonce: string;
  requestId: string;
}

const TOKEN = Symbol.for('roadshow.serverContext');
const registry = globalThis as { [TOKEN]?: ReturnType<typeof createContext<ServerContext>> };

/**
 * The one context token shared by the Fastify server and the built app. The server build carries
 * its own copy of this module, so the token lives in a process-wide registry: whichever copy runs
 * first creates it and the other finds it.
 */
export const serverContext = (registry[TOKEN] ??= createContext<ServerContext>());
