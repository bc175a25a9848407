import { useSearchParams } from 'react-router';
import { useLang, withLang } from '../../lib/lang.ts';

/** Links inside the visitor flow keep the company (spec §2: companyCode, companyName) and the language. */
export function useVisitorHref() {
  const [params] = useSearchParams();
  const lang = useLang();
  const companyCode = params.get('companyCode')?.trim() ?? '';
  const companyName = params.get('companyName')?.trim() ?? '';
  return {
    companyCode,
    companyName,
    href(path: string, extra: Record<string, string | number> = {}) {
      const url = new URL(withLang(path, lang), 'http://x');
      if (companyCode) url.searchParams.set('companyCode', companyCode);
      if (companyName) url.searchParams.set('companyName', companyName);
      for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, String(value));
      return `${url.pathname}${url.search}`;
    },
  };
}
