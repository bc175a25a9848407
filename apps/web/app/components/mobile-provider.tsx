import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@roadshow/contracts/locale';
import { useLang } from '../lib/lang.ts';
import './mobile-provider.css';

const LOCALES: Record<Lang, typeof enUS> = { 'zh-CN': zhCN, en: enUS, tc: zhTW };

/**
 * antd-mobile for the H5 pages only: a page that uses it wraps its content here and imports the
 * components it needs one by one, so antd-mobile lands in those routes' chunks and nowhere else.
 */
export function MobileProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const base = LOCALES[useLang()];
  // The search box's accessible name comes from the locale: say what it searches.
  const locale = { ...base, SearchBar: { ...base.SearchBar, name: t('media.square.searchLabel') } };
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
