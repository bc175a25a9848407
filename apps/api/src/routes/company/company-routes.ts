import { companyCalls as calls } from '@roadshow/contracts/calls/company-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { searchCacheKey } from '../../services/cache/cache-keys.ts';
import { getCompanyIntroduction } from '../../services/companies/get-company-introduction.ts';
import { planCompanySearch, searchCompanies } from '../../services/companies/search-companies.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/listedCompany, /tab/IRwebsite and /tab/irwSearch: the company library and its pages. */
export function companyRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.searchCompanies, (input, request, reply) => {
    const plan = planCompanySearch(input, false);
    return sendCached(reply, ctx.cache, searchCacheKey('companies', request.lang, plan), () =>
      searchCompanies(ctx, plan, request.lang),
    );
  });
  routeCall(app, calls.searchIrWebsites, (input, request, reply) => {
    const plan = planCompanySearch(input, true);
    return sendCached(reply, ctx.cache, searchCacheKey('irWebsites', request.lang, plan), () =>
      searchCompanies(ctx, plan, request.lang),
    );
  });
  // Not cached: an unknown code answers 404 (the same reason as the topic detail).
  routeCall(app, calls.getCompanyIntroduction, (input, request) =>
    getCompanyIntroduction(ctx, request.lang, input.companyCode),
  );
}
