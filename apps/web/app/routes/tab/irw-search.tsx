import { CompanySearchPage } from '../../features/companies/company-search-page.tsx';
import { loadCompanySearch } from '../../features/companies/load-companies.server.ts';
import '../../features/companies/companies.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/irw-search';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCompanySearch(serverApi(context, langFromRequest(request)), new URL(request.url), true);
}

/** Spec §2 /tab/irwSearch: the IR website search's results (searchValue, tab, industry, page). */
export default function IrwSearch({ loaderData }: Route.ComponentProps) {
  return <CompanySearchPage data={loaderData} mode="irSearch" />;
}
