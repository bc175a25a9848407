import {
  bookingBodySchema,
  bookingListSchema,
  bookingRefSchema,
  bookingSchema,
  myBookingsQuerySchema,
  visitorHomeQuerySchema,
  visitorHomeSchema,
} from '../visit.ts';
import { defineCall } from './define-call.ts';

const tags = ['visitor'];

/** Visitor research booking (spec §2 /tab/visitor, decision 052): the phone pages' calls. */
export const visitorCalls = {
  getVisitorHome: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/visitor/getVisitorHome',
    summary: "A company's booking home: upcoming open slots with places left, and its quiet periods",
    tags,
    input: visitorHomeQuerySchema,
    result: visitorHomeSchema,
  }),
  submitBooking: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/visitor/submitBooking',
    summary: 'Book a slot (or pre-register, type 06); 409 when the slot is full or in a quiet period',
    tags,
    input: bookingBodySchema,
    result: bookingSchema,
  }),
  listMyBookings: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/visitor/listMyBookings',
    summary: "The logged-in user's bookings, newest first (of one company when companyCode is given)",
    tags,
    input: myBookingsQuerySchema,
    result: bookingListSchema,
  }),
  cancelBooking: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/visitor/cancelBooking',
    summary: 'Cancel one of my submitted or confirmed bookings before its day',
    tags,
    input: bookingRefSchema,
    result: bookingSchema,
  }),
};
