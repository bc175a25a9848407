import { activityCalendarQuerySchema } from '@roadshow/contracts/share';
import type { ApiContext } from '../../context.ts';
import { getActivityCalendar } from '../../services/calendar/get-activity-calendar.ts';
import { requestOrigin } from '../share/share-routes.ts';
import type { ApiApp } from '../types.ts';

/** Issue 5: "add to calendar" — an .ics file of a published activity, in the request's language. */
export function activityCalendarRoute(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/activity/getActivityCalendar',
    {
      schema: {
        tags: ['activity'],
        summary: 'An activity as an iCalendar file (text/calendar) with a reminder 30 minutes before',
        querystring: activityCalendarQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await getActivityCalendar(ctx, {
        activityId: request.query.activityId,
        lang: request.lang,
        siteOrigin: requestOrigin(request),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
