import { render } from '@testing-library/react';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';
import { ToastHost } from '../app/components/toast.tsx';
import { getI18n } from '../app/i18n/i18n.ts';
import { mergedCatalogues } from '../app/i18n/merge-catalogues.ts';
import type { RootData } from '../app/lib/lang.ts';

// jsdom has no matchMedia, which antd's responsive hooks read: a screen that matches no query.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

const catalogues = mergedCatalogues;
const antdLocales = { 'zh-CN': zhCN, en: enUS, tc: zhTW };

export const testUser = (mobile = '13800138000'): SessionUser =>
  ({ userId: 'u-1', nickName: 'Wen Li', mobile, userImage: null }) as unknown as SessionUser;

/**
 * Renders a component as a page of the app would: under the root route's data (language, user,
 * catalogue, config), with the real i18next catalogue of that language and the toast host. Each
 * run of the page's loaders (after `revalidate()`) counts in `loads()`.
 */
export async function renderInPage(
  ui: () => ReactNode,
  options: {
    lang: Lang;
    user?: SessionUser | null;
    /** The page's URL, e.g. with its query: '/?type=05'. */ url?: string;
  },
) {
  let loads = 0;
  // antd's texts travel with a layout's data in the app (decision 065); here the root carries them.
  const root: RootData & { antdLocale: (typeof antdLocales)[Lang] } = {
    lang: options.lang,
    user: options.user === undefined ? testUser() : options.user,
    consoleMember: false,
    messages: catalogues[options.lang],
    antdLocale: antdLocales[options.lang],
    embedded: false,
    nonce: '',
    origin: window.location.origin,
    config: { aboutUrl: '/about', identityUrl: '/identity', embedParentOrigins: [], loginSync: false },
  };
  const i18n = getI18n(options.lang, [root.messages]);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        loads += 1;
        return root;
      },
      HydrateFallback: () => null,
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <ToastHost />
          {ui()}
        </I18nextProvider>
      ),
    },
  ]);
  const view = render(<Stub initialEntries={[options.url ?? '/']} />);
  return { ...view, loads: () => loads };
}
