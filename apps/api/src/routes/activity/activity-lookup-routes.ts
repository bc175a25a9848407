import { z } from 'zod';
import {
  activityBodySchema,
  activityQuerySchema,
  codeListBodySchema,
  codeListSchema,
  companyBriefSchema,
  organizationTypeQuerySchema,
  organizationTypeSchema,
} from '@roadshow/contracts/activity-detail';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { pageLogBodySchema } from '@roadshow/contracts/logs';
import type { ApiContext } from '../../context.ts';
import { codeList } from '../../services/activity/code-lists.ts';
import { getCompanyIntroduction } from '../../services/activity/get-public-parts.ts';
import { matchOrganizationType } from '../../services/activity/organization-type.ts';
import { addActivityView } from '../../services/home/add-activity-view.ts';
import { recordPageView } from '../../services/logs/record-page-view.ts';
import type { ApiApp } from '../types.ts';

const tags = ['activity'];
const ok = <T>(result: T) => ({ success: true as const, result });
const companies = z.object({ companyList: z.array(companyBriefSchema) });

/** The activity service's small lookups of spec §7: code lists, sources, companies, page logs. */
export function activityLookupRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/activity/getCodeListByParam',
    {
      schema: {
        tags,
        summary: 'A code list, localized',
        body: codeListBodySchema,
        response: { 200: envelopeSchema(codeListSchema) },
      },
    },
    async (request) => ok(codeList(request.body.param, request.lang)),
  );
  app.post(
    '/activity/getAttendPersonSource',
    {
      schema: {
        tags,
        summary: 'Where attendees sign up from',
        body: activityBodySchema,
        response: { 200: envelopeSchema(codeListSchema) },
      },
    },
    async (request) => ok(codeList('attendSource', request.lang)),
  );
  app.post(
    '/activity/getCompanyAssociation',
    {
      schema: {
        tags,
        summary: 'Companies associated with the activity',
        body: activityBodySchema,
        response: { 200: envelopeSchema(companies) },
      },
    },
    async (request) => {
      const { company } = await getCompanyIntroduction(ctx, request.lang, request.body.activityId);
      return ok({ companyList: company ? [company] : [] });
    },
  );
  app.get(
    '/activity/getActivitySyncCompany',
    {
      schema: {
        tags,
        summary: 'The company the activity is synchronised with',
        querystring: activityQuerySchema,
        response: { 200: envelopeSchema(z.object({ company: companyBriefSchema.nullable() })) },
      },
    },
    async (request) =>
      ok({ company: (await getCompanyIntroduction(ctx, request.lang, request.query.activityId)).company }),
  );
  app.get(
    '/activity/matchOrganizationType',
    {
      schema: {
        tags,
        summary: 'Sponsor or investor, for the caller or (sponsors only) a userId',
        querystring: organizationTypeQuerySchema,
        response: { 200: envelopeSchema(organizationTypeSchema) },
      },
    },
    async (request) => ok(await matchOrganizationType(ctx, request, request.query.activityId, request.query.userId)),
  );
  app.get(
    '/activity/viewPageAddScore',
    {
      schema: {
        tags,
        summary: 'Adds one view to the activity’s heat',
        querystring: activityQuerySchema,
        response: { 200: envelopeSchema(z.object({ viewCount: z.number().int() })) },
      },
    },
    async (request) => ok(await addActivityView(ctx, request.query)),
  );
  app.get(
    '/activity/insertPageLog',
    {
      schema: {
        tags,
        summary: 'Page-view log (GET variant)',
        querystring: pageLogBodySchema,
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => {
      await recordPageView(ctx, request.query);
      return ok(true);
    },
  );
}
