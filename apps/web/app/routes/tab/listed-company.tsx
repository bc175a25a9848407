import { CompanyPage } from '../../features/companies/company-page.tsx';
import { CompanySearchPage } from '../../features/companies/company-search-page.tsx';
import { loadCompanyPage, loadCompanySearch } from '../../features/companies/load-companies.server.ts';
import '../../features/companies/companies.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/listed-company';

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = serverApi(context, langFromRequest(request));
  return url.searchParams.has('companyCode') ? loadCompanyPage(api, url) : loadCompanySearch(api, url, false);
}

/** Spec §2 /tab/listedCompany: the company library search; with companyCode, one company's page. */
export default function ListedCompany({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'company' ? (
    <CompanyPage key={loaderData.detail.company.companyCode} data={loaderData} />
  ) : (
    <CompanySearchPage data={loaderData} mode="companies" />
  );
}
