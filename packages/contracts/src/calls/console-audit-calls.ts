import { auditPageSchema, auditQuerySchema } from '../console.ts';
import { defineCall } from './define-call.ts';

/** The console's audit log (decision 030): sponsor admins and operators read it. */
export const consoleAuditCalls = {
  listAuditLog: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/listAuditLog',
    summary: "A company's audit log, newest first",
    tags: ['console'],
    input: auditQuerySchema,
    result: auditPageSchema,
  }),
};
