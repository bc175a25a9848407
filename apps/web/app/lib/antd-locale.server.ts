import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import type { Lang } from '@roadshow/contracts/locale';

const LOCALES: Record<Lang, Locale> = { 'zh-CN': zhCN, en: enUS, tc: zhTW };

export function antdLocale(lang: Lang): Locale {
  return LOCALES[lang];
}
