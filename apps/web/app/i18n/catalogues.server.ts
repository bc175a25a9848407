import type { Lang } from '@roadshow/contracts/locale';
import en from './en.json';
import tc from './tc.json';
import zhCN from './zh-CN.json';

/** All three catalogues live on the server; each page ships only its own language's. */
export const catalogues = { 'zh-CN': zhCN, en, tc } as const satisfies Record<Lang, unknown>;
