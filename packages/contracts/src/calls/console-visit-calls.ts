import { z } from 'zod';
import { companyQuerySchema } from '../console.ts';
import {
  bookingListSchema,
  bookingSchema,
  checkInBodySchema,
  consoleBookingQuerySchema,
  consoleSlotSchema,
  consoleVisitOverviewSchema,
  decideBookingBodySchema,
  periodRefSchema,
  quietPeriodSchema,
  saveQuietPeriodBodySchema,
  saveSlotBodySchema,
  slotRefSchema,
} from '../visit.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** The sponsor's side of research booking (decision 052): slots, quiet periods, decisions, check-in. */
export const consoleVisitCalls = {
  getVisitOverview: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/visit/getVisitOverview',
    summary: "The company's slots from today on (places booked) and its quiet periods",
    tags,
    input: companyQuerySchema,
    result: consoleVisitOverviewSchema,
  }),
  saveVisitSlot: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/saveVisitSlot',
    summary: 'Open a slot or change one (capacity never below the places already booked)',
    tags,
    input: saveSlotBodySchema,
    result: consoleSlotSchema,
  }),
  deleteVisitSlot: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/deleteVisitSlot',
    summary: 'Remove a slot that holds no bookings',
    tags,
    input: slotRefSchema,
    result: z.object({ deleted: z.boolean() }),
  }),
  saveQuietPeriod: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/saveQuietPeriod',
    summary: 'Add or change a quiet period (days before a report when the chosen modes cannot be booked)',
    tags,
    input: saveQuietPeriodBodySchema,
    result: quietPeriodSchema,
  }),
  deleteQuietPeriod: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/deleteQuietPeriod',
    summary: 'Remove a quiet period',
    tags,
    input: periodRefSchema,
    result: z.object({ deleted: z.boolean() }),
  }),
  listVisitBookings: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/visit/listVisitBookings',
    summary: "The company's bookings (document numbers masked), by state",
    tags,
    input: consoleBookingQuerySchema,
    result: bookingListSchema,
  }),
  decideVisitBooking: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/decideVisitBooking',
    summary: 'Confirm or decline (with a reason) a submitted booking; 409 when it was handled already',
    tags,
    input: decideBookingBodySchema,
    result: bookingSchema,
  }),
  checkInVisit: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/visit/checkInVisit',
    summary: "The reception scans a visitor's code: once, on the visit's day",
    tags,
    input: checkInBodySchema,
    result: bookingSchema,
  }),
};
