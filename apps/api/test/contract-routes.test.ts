import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, type TestApi } from './build-test-api.ts';

/**
 * Routes that answer bytes or a redirect, not a JSON call, and so stay outside the contract table
 * (decision 021). The sponsor calls are listed until their entries move in.
 */
const OUTSIDE_THE_TABLE = new Set([
  'GET /activity/getActivityCalendar',
  'GET /activity/commitmentLetterFile',
  // Covers and guest photos uploaded in the console (decision 040).
  'GET /activity/activityImage/{name}',
  // The activity's files through the gated list's signed links (decision 062).
  'GET /activity/activityFile',
  // Streams, not JSON calls (decisions 034, 036): the live room's SSE and the sandbox HLS playlists.
  'GET /interact/liveEvents',
  // The device check's short event stream (decision 072).
  'GET /interact/testEvents',
  // The console desk's SSE (decision 063).
  'GET /console/liveDeskEvents',
  'GET /interact/liveFile',
  'GET /interact/sandboxStream/{stream}/{file}',
  // Payment providers' notifications: their own formats and answers, the raw body signed (decision 050).
  'POST /pay/notify/{provider}',
]);

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi({ seed: false });
});
afterAll(() => api.close());

const roadshowEntries = () =>
  Object.values(contract)
    .flatMap((area) => Object.values(area) as CallDefinition[])
    .filter((entry) => entry.service === 'roadshow');

describe('the contract table and the roadshow API', () => {
  it('names each call once', () => {
    const calls = roadshowEntries().map((entry) => `${entry.method} ${entry.path}`);
    expect(calls.length).toBeGreaterThan(70);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('has a route for every entry, with its summary, and no JSON route without an entry', async () => {
    const doc = (await api.app.inject('/roadshow/docs/json')).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const routes = new Map<string, string | undefined>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        routes.set(`${method.toUpperCase()} ${path.replace(/^\/roadshow/, '')}`, operation.summary);

    for (const entry of roadshowEntries())
      expect(routes.get(`${entry.method} ${entry.path}`), `${entry.method} ${entry.path}`).toBe(entry.summary);

    const inTable = new Set(roadshowEntries().map((entry) => `${entry.method} ${entry.path}`));
    const outside = [...routes.keys()].filter((route) => !inTable.has(route));
    expect(outside.filter((route) => !OUTSIDE_THE_TABLE.has(route))).toEqual([]);
  });
});
