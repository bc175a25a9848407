import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@roadshow/contracts/calls/contract';
import { callEntry } from './call-entry.ts';
import type { FakeUser } from './fake-identity.ts';

/**
 * Opens a visit slot through the console's call, as the company's admin: on site, 2026-12-01
 * 09:30–11:00, capacity 20 unless `fields` says otherwise. Fails the test if the call is refused.
 */
export async function openVisitSlot(
  app: FastifyInstance,
  companyId: number,
  admin: FakeUser,
  fields: Record<string, unknown> = {},
) {
  const answer = await callEntry(
    app,
    contract.visitConsole.saveVisitSlot,
    { companyId, mode: 'onsite', day: '2026-12-01', startTime: '09:30', endTime: '11:00', capacity: 20, ...fields },
    admin,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result as { slotId: number; meetingUrl: string | null };
}
