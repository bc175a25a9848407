import type { RouterContextProvider } from 'react-router';
import type { Lang } from '@roadshow/contracts/locale';
import { serverContext } from '@roadshow/web/server-context';
import { createApiClient } from './api-client.ts';

/** The API client for a loader, riding on the transport the server put into the request context. */
export function serverApi(context: Readonly<RouterContextProvider>, lang: Lang) {
  return createApiClient(context.get(serverContext).transport, lang);
}

export function serverConfig(context: Readonly<RouterContextProvider>) {
  return context.get(serverContext).config;
}
