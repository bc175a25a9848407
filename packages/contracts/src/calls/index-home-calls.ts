import { z } from 'zod';
import { getLoginInfoQuerySchema, loginInfoSchema, logoutResultSchema } from '../identity.ts';
import { defineCall } from './define-call.ts';

const tags = ['start-up'];
const logoutSummary = 'Log out: end the session at the identity service and clear the cookies';
/** A client without the ticket cookie may name its ticket in the body. */
const logoutBodySchema = z.object({ ticket: z.string().max(256).optional() }).optional();

/** Spec §4 start-up: the anonymous token, the login-ticket exchange and logout. */
export const indexHomeCalls = {
  getAccessToken: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/indexHome/getAccessToken',
    summary: 'Issue an anonymous access token (spec §4 start-up)',
    tags,
    result: z.string(),
  }),
  getLoginInfo: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/indexHome/getLoginInfo',
    summary: 'Exchange a one-time login ticket for the session cookies; status "false" when it fails',
    tags,
    input: getLoginInfoQuerySchema,
    result: loginInfoSchema,
  }),
  userLogout: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/indexHome/userLogout',
    summary: logoutSummary,
    tags,
    input: logoutBodySchema,
    result: logoutResultSchema,
  }),
  /** The spec's GET form of logout (a plain link); the web uses the POST. */
  userLogoutByGet: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/indexHome/userLogout',
    summary: logoutSummary,
    tags,
    result: logoutResultSchema,
  }),
};
