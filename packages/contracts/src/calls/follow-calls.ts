import {
  followAnalystBodySchema,
  followCompanyBodySchema,
  followRefSchema,
  followStateSchema,
  myFollowListSchema,
} from '../follow.ts';
import { defineCall } from './define-call.ts';

const tags = ['follow'];

/**
 * Spec §7 follow calls. Follow state is per user (the ticket cookie); following needs a login
 * (401 otherwise), reading a state does not (a visitor reads as not following).
 */
export const followCalls = {
  followCompany: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/follow/followCompany',
    summary: 'Follow a listed company (follow false: stop following); idempotent',
    tags,
    input: followCompanyBodySchema,
    result: followStateSchema,
  }),
  followAnalyst: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/follow/followAnalyst',
    summary: 'Follow an analyst (follow false: stop following); idempotent',
    tags,
    input: followAnalystBodySchema,
    result: followStateSchema,
  }),
  myFollowInfoSingle: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/follow/myFollowInfoSingle',
    summary: "The caller's follow state of one company or analyst, and its follower count",
    tags,
    input: followRefSchema,
    result: followStateSchema,
  }),
  addMyFollowSingle: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/addMyFollowSingle',
    summary: 'Follow one company or analyst by code',
    tags,
    input: followRefSchema,
    result: followStateSchema,
  }),
  cancelMyFollowSingleByCode: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/cancelMyFollowSingleByCode',
    summary: 'Stop following one company or analyst by code',
    tags,
    input: followRefSchema,
    result: followStateSchema,
  }),
  getMyFollowList: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/follow/getMyFollowList',
    summary: 'Every company and analyst the caller follows',
    tags,
    result: myFollowListSchema,
  }),
};
