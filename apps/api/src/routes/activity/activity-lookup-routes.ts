import { activityLookupCalls as calls } from '@roadshow/contracts/calls/activity-lookup-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { codeList } from '../../services/activity/code-lists.ts';
import { getCompanyIntroduction } from '../../services/activity/get-public-parts.ts';
import { matchOrganizationType } from '../../services/activity/organization-type.ts';
import { addActivityView } from '../../services/home/add-activity-view.ts';
import { recordPageView } from '../../services/logs/record-page-view.ts';
import type { ApiApp } from '../types.ts';

/** The activity service's small lookups of spec §7: code lists, sources, companies, page logs. */
export function activityLookupRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getCodeListByParam, (input, request) => codeList(input.param, request.lang));
  routeCall(app, calls.getAttendPersonSource, (_input, request) => codeList('attendSource', request.lang));
  routeCall(app, calls.getCompanyAssociation, async (input, request) => {
    const { company } = await getCompanyIntroduction(ctx, request.lang, input.activityId);
    return { companyList: company ? [company] : [] };
  });
  routeCall(app, calls.getActivitySyncCompany, async (input, request) => ({
    company: (await getCompanyIntroduction(ctx, request.lang, input.activityId)).company,
  }));
  routeCall(app, calls.matchOrganizationType, (input, request) =>
    matchOrganizationType(ctx, request, input.activityId, input.userId),
  );
  routeCall(app, calls.viewPageAddScore, (input) => addActivityView(ctx, input));
  routeCall(app, calls.insertPageLog, async (input, request) => {
    await recordPageView(ctx, request, input);
    return true;
  });
}
