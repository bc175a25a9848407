import type { z } from 'zod';
import {
  myActivityCountSchema,
  myBookingListSchema,
  myOrderListSchema,
  myPageBodySchema,
  myQuestionListSchema,
  myQuestionnaireListSchema,
  myRoadshowListBodySchema,
  myRoadshowListSchema,
} from '../my-center.ts';
import { defineCall } from './define-call.ts';

const tags = ['roadShow (my center)'];

const post = <I extends z.ZodType | undefined, R extends z.ZodType>(
  path: `/roadShow/${string}`,
  summary: string,
  input: I,
  result: R,
) => defineCall<'POST', I, R>({ service: 'roadshow', method: 'POST', path, summary, tags, input, result });

/**
 * Spec §7 "Other": the personal center's lists, relative paths under /roadShow. Every call is the
 * logged-in caller's own data (401 otherwise) and never cached by a shared cache.
 */
export const myCenterCalls = {
  getMyRoadShowListByStatus: post(
    '/roadShow/getMyRoadShowListByStatus',
    'My roadshow activity list by status (signed up, under review, upcoming, live, ended, absent)',
    myRoadshowListBodySchema,
    myRoadshowListSchema,
  ),
  getMyActivityCount: post(
    '/roadShow/getMyActivityCount',
    'My activity count: per status, and my questions, bookings, questionnaires to fill and orders',
    undefined,
    myActivityCountSchema,
  ),
  getMyQuestionList: post(
    '/roadShow/getMyQuestionList',
    'My questions across all live rooms, newest first, with their answers',
    myPageBodySchema,
    myQuestionListSchema,
  ),
  getMyBookingList: post(
    '/roadShow/getMyBookingList',
    'My research-visit bookings, newest first, ten a page',
    myPageBodySchema,
    myBookingListSchema,
  ),
  getMyQuestionnaireList: post(
    '/roadShow/getMyQuestionnaireList',
    'Questionnaires I still have to fill',
    undefined,
    myQuestionnaireListSchema,
  ),
  getMyOrderList: post('/roadShow/getMyOrderList', 'My interaction orders', undefined, myOrderListSchema),
};
