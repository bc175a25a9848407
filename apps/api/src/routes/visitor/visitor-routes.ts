import { consoleVisitCalls } from '@roadshow/contracts/calls/console-visit-calls';
import { visitorCalls } from '@roadshow/contracts/calls/visitor-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { checkInVisit } from '../../services/visits/check-in-visit.ts';
import {
  deleteQuietPeriod,
  deleteVisitSlot,
  getVisitOverview,
  listVisitBookings,
  saveQuietPeriod,
  saveVisitSlot,
} from '../../services/visits/console-visits.ts';
import { decideVisitBooking } from '../../services/visits/decide-booking.ts';
import { cancelBooking, listMyBookings } from '../../services/visits/my-bookings.ts';
import { submitBooking } from '../../services/visits/submit-booking.ts';
import { getVisitorHome } from '../../services/visits/visitor-home.ts';
import type { ApiApp } from '../types.ts';

/** Visitor research booking (decision 052): the phone pages' calls and the sponsor's desk. */
export function visitorRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, visitorCalls.getVisitorHome, (input, request) => getVisitorHome(ctx, input.companyCode, request.lang));
  routeCall(app, visitorCalls.submitBooking, (input, request) => submitBooking(ctx, request, input));
  routeCall(app, visitorCalls.listMyBookings, (input, request) => listMyBookings(ctx, request, input.companyCode));
  routeCall(app, visitorCalls.cancelBooking, (input, request) => cancelBooking(ctx, request, input.bookingId));

  const c = consoleVisitCalls;
  routeCall(app, c.getVisitOverview, (input, request) => getVisitOverview(ctx, request, input.companyId));
  routeCall(app, c.saveVisitSlot, (input, request) => saveVisitSlot(ctx, request, input));
  routeCall(app, c.deleteVisitSlot, (input, request) => deleteVisitSlot(ctx, request, input));
  routeCall(app, c.saveQuietPeriod, (input, request) => saveQuietPeriod(ctx, request, input));
  routeCall(app, c.deleteQuietPeriod, (input, request) => deleteQuietPeriod(ctx, request, input));
  routeCall(app, c.listVisitBookings, (input, request) => listVisitBookings(ctx, request, input));
  routeCall(app, c.decideVisitBooking, (input, request) => decideVisitBooking(ctx, request, input));
  routeCall(app, c.checkInVisit, (input, request) => checkInVisit(ctx, request, input));
}
