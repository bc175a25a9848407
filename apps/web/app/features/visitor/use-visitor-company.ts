import { useMatches, useSearchParams } from 'react-router';
import type { VisitorHome } from '@roadshow/contracts/visit';

/**
 * The company the visitor pages are about, for the layout's title: the name the API gave with the
 * page's data (in the reader's language), else the query's companyName (spec §2), else nothing.
 */
export function useVisitorCompany(): { name: string; code: string } {
  const matches = useMatches();
  const [params] = useSearchParams();
  for (const match of matches) {
    const home = (match.loaderData as { home?: VisitorHome | null } | undefined)?.home;
    if (home) return { name: home.company.name, code: home.company.code };
  }
  return {
    name: params.get('companyName')?.trim() ?? '',
    code: params.get('companyCode')?.trim() ?? '',
  };
}
