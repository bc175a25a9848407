import { ConfigProvider } from 'antd';
import type { LinksFunction } from 'react-router';
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
  return (
    <ConfigProvider locale={root?.antdLocale} theme={themeConfig(Boolean(root?.embedded))}>
      {children}
    </ConfigProvider>
  );
}
