import { z } from 'zod';
import {
  activityBodySchema,
  activityQuerySchema,
  codeListBodySchema,
  codeListSchema,
  companyBriefSchema,
  organizationTypeQuerySchema,
  organizationTypeSchema,
} from '../activity-detail.ts';
import { viewCountSchema } from '../home.ts';
import { pageLogBodySchema } from '../logs.ts';
import { defineCall } from './define-call.ts';

const tags = ['activity'];

/** The activity service's small lookups of spec §7: code lists, sources, companies, page logs. */
export const activityLookupCalls = {
  getCodeListByParam: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getCodeListByParam',
    summary: 'A code list, localized',
    tags,
    input: codeListBodySchema,
    result: codeListSchema,
  }),
  getAttendPersonSource: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getAttendPersonSource',
    summary: 'Where attendees sign up from',
    tags,
    input: activityBodySchema,
    result: codeListSchema,
  }),
  getCompanyAssociation: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getCompanyAssociation',
    summary: 'Companies associated with the activity',
    tags,
    input: activityBodySchema,
    result: z.object({ companyList: z.array(companyBriefSchema) }),
  }),
  getActivitySyncCompany: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/getActivitySyncCompany',
    summary: 'The company the activity is synchronised with',
    tags,
    input: activityQuerySchema,
    result: z.object({ company: companyBriefSchema.nullable() }),
  }),
  matchOrganizationType: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/matchOrganizationType',
    summary: 'Sponsor or investor, for the caller or (sponsors only) a userId',
    tags,
    input: organizationTypeQuerySchema,
    result: organizationTypeSchema,
  }),
  viewPageAddScore: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/viewPageAddScore',
    summary: 'Adds one view to the activity’s heat',
    tags,
    input: activityQuerySchema,
    result: viewCountSchema,
  }),
  insertPageLog: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/insertPageLog',
    summary: 'Page-view log (GET variant)',
    tags,
    input: pageLogBodySchema,
    result: z.boolean(),
  }),
};
