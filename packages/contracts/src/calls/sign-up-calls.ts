import { z } from 'zod';
import {
  absenceBodySchema,
  activityBodySchema,
  checkSignInfoSchema,
  meetingAuthSchema,
  signBodySchema,
  signResultSchema,
  signStatusSchema,
  viewEndBodySchema,
  viewEndSchema,
  viewStartSchema,
} from '../activity-detail.ts';
import { defineCall } from './define-call.ts';

const tags = ['activity sign-up'];

/**
 * The viewer's own side of an activity: status, sign-up, cancel, absence, meeting auth, viewing
 * time. Never cached; the calls that change the sign-up share one rate limit on the API (DESIGN §6).
 */
export const signUpCalls = {
  getSignStatus: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getSignStatus',
    summary: 'The viewer’s label (spec §4) and sign-up',
    tags,
    input: activityBodySchema,
    result: signStatusSchema,
  }),
  signOrAppointment: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/signOrAppointment',
    summary: 'Sign up or book (source 01)',
    tags,
    input: signBodySchema,
    result: signResultSchema,
  }),
  cancelAppointment: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/cancelAppointment',
    summary: 'Withdraw the sign-up or booking',
    tags,
    input: activityBodySchema,
    result: z.object({ state: z.literal('withdrawn'), promoted: z.boolean() }),
  }),
  checkSignInfo: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/checkSignInfo',
    summary: 'Whether the sign-up is complete',
    tags,
    input: activityBodySchema,
    result: checkSignInfoSchema,
  }),
  checkAccessMeetingAuth: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/checkAccessMeetingAuth',
    summary: 'Whether the viewer may enter the meeting',
    tags,
    input: activityBodySchema,
    result: meetingAuthSchema,
  }),
  submitAbsenceReason: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/submitAbsenceReason',
    summary: 'Say you will not attend, and why',
    tags,
    input: absenceBodySchema,
    result: z.object({ absenceReason: z.string().nullable() }),
  }),
  cancelAbsenceReason: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/cancelAbsenceReason',
    summary: 'Take the absence back',
    tags,
    input: activityBodySchema,
    result: z.object({ absenceReason: z.null() }),
  }),
  attendActivityStart: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/attendActivityStart',
    summary: 'Start a viewing stretch',
    tags,
    input: activityBodySchema,
    result: viewStartSchema,
  }),
  recordActivityEnd: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/recordActivityEnd',
    summary: 'End a viewing stretch',
    tags,
    input: viewEndBodySchema,
    result: viewEndSchema,
  }),
};
