import {
  companyIntroductionQuerySchema,
  companyIntroductionSchema,
  searchCompaniesQuerySchema,
  searchCompaniesResultSchema,
} from '@roadshow/contracts/companies';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import type { ApiContext } from '../../context.ts';
import { searchCacheKey } from '../../services/cache/cache-keys.ts';
import { getCompanyIntroduction } from '../../services/companies/get-company-introduction.ts';
import { planCompanySearch, searchCompanies } from '../../services/companies/search-companies.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['companies'];

/** Spec §2 /tab/listedCompany, /tab/IRwebsite and /tab/irwSearch: the company library and its pages. */
export function companyRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/search/searchCompanies',
    {
      schema: {
        tags,
        summary: 'Search listed companies by stock code, name (any language or script), pinyin or initials',
        querystring: searchCompaniesQuerySchema,
        response: { 200: envelopeSchema(searchCompaniesResultSchema) },
      },
    },
    (request, reply) => {
      const plan = planCompanySearch(request.query, false);
      return sendCached(reply, ctx.cache, searchCacheKey('companies', request.lang, plan), () =>
        searchCompanies(ctx, plan, request.lang),
      );
    },
  );

  app.get(
    '/search/searchIrWebsites',
    {
      schema: {
        tags,
        summary: 'Search the IR websites of listed companies, by the same words as the company search',
        querystring: searchCompaniesQuerySchema,
        response: { 200: envelopeSchema(searchCompaniesResultSchema) },
      },
    },
    (request, reply) => {
      const plan = planCompanySearch(request.query, true);
      return sendCached(reply, ctx.cache, searchCacheKey('irWebsites', request.lang, plan), () =>
        searchCompanies(ctx, plan, request.lang),
      );
    },
  );

  app.get(
    '/activity/getCompanyIntroduction',
    {
      schema: {
        tags,
        summary: 'A company page: profile, IR website, its events and the analysts who spoke at them',
        querystring: companyIntroductionQuerySchema,
        response: { 200: envelopeSchema(companyIntroductionSchema) },
      },
    },
    // Not cached: an unknown code answers 404 (the same reason as the topic detail).
    async (request) => ({
      success: true as const,
      result: await getCompanyIntroduction(ctx, request.lang, request.query.companyCode),
    }),
  );
}
