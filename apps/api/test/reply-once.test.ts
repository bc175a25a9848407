import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';

// Routes that send their own answer (the cached reads: bytes written once per cache key) must not
// have it sent a second time by the route mechanism: Fastify refuses that, and only says so in a
// warning ("Reply was already sent"), so the logger's output is what this suite reads.

const lines: string[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let api: TestApi;
let activityId: number;
beforeAll(async () => {
  api = await buildTestApi({ logStream: log });
  const companyId = await insertCompany(api.ctx, '600077');
  activityId = await insertActivity(api.ctx, { companyId });
});
afterAll(() => api.close());

/** What the server warned about: the error's code where it has one ("FST_ERR_REP_ALREADY_SENT"), else the message. */
const warnings = () =>
  lines.map((line) => {
    const { msg, err } = JSON.parse(line) as { msg: string; err?: { code?: string } };
    return `${err?.code ?? ''} ${msg}`.trim();
  });

describe('a reply is sent once', () => {
  it('the suite reads what the server warns about', async () => {
    // Guards the guard: were the stream not wired, the two cases above would pass for nothing.
    api.app.log.warn({ err: { code: 'PROBE' } }, 'probe');
    expect(warnings()).toEqual(['PROBE probe']);
    lines.length = 0;
  });

  it('the activity detail, company and related reads, first from the database and then from the cache', async () => {
    for (const path of ['getActivityManageDetail', 'getCompanyIntroduction', 'getRelatedActivityList'])
      for (let round = 0; round < 2; round += 1) {
        const answer = await api.app.inject({
          method: 'POST',
          url: `/roadshow/activity/${path}?lang=en`,
          payload: { activityId },
        });
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
        expect(answer.json().success).toBe(true);
      }
    expect(warnings()).toEqual([]);
  });

  it('the home lists: loaded, then answered by the cache hook before the route runs', async () => {
    for (let round = 0; round < 3; round += 1) {
      const near = await api.app.inject({ method: 'POST', url: '/roadshow/homePage/getNearFutureRoadShowList' });
      expect(near.statusCode).toBe(200);
      const square = await api.app.inject({ method: 'GET', url: '/roadshow/homePage/getRoadShowSquareList?tab=1' });
      expect(square.statusCode).toBe(200);
    }
    expect(warnings()).toEqual([]);
  });
});
