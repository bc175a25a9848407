import {
  companyIntroductionQuerySchema,
  companyIntroductionSchema,
  searchCompaniesQuerySchema,
  searchCompaniesResultSchema,
} from '../companies.ts';
import { defineCall } from './define-call.ts';

const tags = ['companies'];

/** Spec §2 /tab/listedCompany, /tab/IRwebsite and /tab/irwSearch: the company library and its pages. */
export const companyCalls = {
  searchCompanies: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/search/searchCompanies',
    summary: 'Search listed companies by stock code, name (any language or script), pinyin or initials',
    tags,
    input: searchCompaniesQuerySchema,
    result: searchCompaniesResultSchema,
  }),
  searchIrWebsites: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/search/searchIrWebsites',
    summary: 'Search the IR websites of listed companies, by the same words as the company search',
    tags,
    input: searchCompaniesQuerySchema,
    result: searchCompaniesResultSchema,
  }),
  /** The GET form takes a company code; the POST of the same path (activity-detail-calls.ts) an activity. */
  getCompanyIntroduction: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/getCompanyIntroduction',
    summary: 'A company page: profile, IR website, its events and the analysts who spoke at them',
    tags,
    input: companyIntroductionQuerySchema,
    result: companyIntroductionSchema,
  }),
};
