import { z } from 'zod';
import {
  companyQuerySchema,
  consoleAccessSchema,
  consoleMemberListSchema,
  consoleMemberSchema,
  grantRoleBodySchema,
  revokeRoleBodySchema,
} from '../console.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** Who may use the sponsor console, and the operator's grants (decision 030). */
export const consoleAccessCalls = {
  myConsoleAccess: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/myConsoleAccess',
    summary: "The caller's console companies and roles (none for visitors and investors)",
    tags,
    result: consoleAccessSchema,
  }),
  listMembers: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/listMembers',
    summary: "A company's console members and their roles (admin, operator)",
    tags,
    input: companyQuerySchema,
    result: consoleMemberListSchema,
  }),
  grantRole: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/grantRole',
    summary: 'Give a registered user (by login mobile) a role in a company (operator only)',
    tags,
    input: grantRoleBodySchema,
    result: consoleMemberSchema,
  }),
  revokeRole: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/revokeRole',
    summary: "Remove a user's role in a company (operator only)",
    tags,
    input: revokeRoleBodySchema,
    result: z.object({ removed: z.boolean() }),
  }),
};
