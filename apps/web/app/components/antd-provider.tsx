import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useMatches, type LinksFunction } from 'react-router';
import { useRootData } from '../lib/lang.ts';
import { themeConfig } from '../lib/theme.ts';
import antdCss from '../styles/antd.generated.css?url';

/**
 * antd is for feature pages (forms, tables, dialogs), not the shell: a page that uses it wraps its
 * content in AntdProvider and adds `antdLinks` to its route's `links`, so the header and home stay
 * light (docs/decisions/007-light-shell.md).
 */
export const antdLinks: LinksFunction = () => [{ rel: 'stylesheet', href: antdCss }];

export function AntdProvider({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  // Decision 065: antd's texts come with the data of the layout of a page that uses antd.
  const locale = useMatches()
    .map((match) => (match.loaderData as { antdLocale?: Locale } | undefined)?.antdLocale)
    .findLast(Boolean);
  return (
    <ConfigProvider locale={locale} theme={themeConfig(Boolean(root?.embedded))}>
      {children}
    </ConfigProvider>
  );
}
