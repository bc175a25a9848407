import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { activities, companies } from '@roadshow/db/schema';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { ensureDemoSponsor, DEMO_SPONSOR } from '@roadshow/identity/services/accounts/ensure-demo-sponsor';
import { readConfig } from '../src/config.ts';
import { createServer, type ServerParts } from '../src/create-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';

// Sign-up through the composed server with real logins: an investor registers on the identity
// pages and signs up; the demo sponsor (created by the seed path) logs in and approves.
let clock = new Date('2026-11-21T06:00:00.000Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let server: ServerParts;
let db: TestDatabase;
let activityId: number;
// A directory of this run's own: parallel runs (other checkouts, CI) must not share files.
const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-sign-up-test-'));
const { registerAndLogIn, appTokenFor } = loginHelpers(() => server, advance, '1392222');

beforeAll(async () => {
  db = await openTestDatabase();
  const config = readConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' });
  server = await createServer({
    config,
    database: db.database,
    bus: createInProcessEventBus(),
    logger: false,
    now: () => clock,
  });
  const [company] = await db.database.db
    .insert(companies)
    .values({ code: '600003', exchange: 'SSE', nameZh: '演示公司', shortNameZh: '演示' })
    .returning();
  const startAt = new Date(clock.getTime() + 30 * 24 * 3_600_000);
  const [activity] = await db.database.db
    .insert(activities)
    .values({
      kind: 'roadshow',
      titleZh: '审核路演',
      meetingStatus: 0,
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      accessMode: 'registration',
      needsApproval: true,
      quota: 10,
      companyId: company!.id,
    })
    .returning();
  activityId = activity!.id;
  const sponsorId = await ensureDemoSponsor(server.identity.repos, clock);
  await server.api.repos.activityDetail.addSponsor(sponsorId, [company!.id]);
});
afterAll(async () => {
  await server.app.close();
  await db.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, appToken: string, body: object) =>
  server.app.inject({
    method: 'POST',
    url: `/roadshow/activity/${path}?lang=en`,
    headers: { cookie: `ticket=${appToken}`, origin: TEST_ORIGIN },
    payload: body,
  });

describe('sign-up with real logins', () => {
  it('investor signs up, is under review, the sponsor approves, the investor is registered', async () => {
    const investor = await registerAndLogIn();
    const signed = await post('signOrAppointment', investor.appToken, { activityId, source: '01' });
    expect(signed.json().result.state).toBe('pending');

    const sponsorToken = await appTokenFor(DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    expect((await post('sponsor/listSignUps', investor.appToken, { activityId })).statusCode).toBe(403);
    const list = (await post('sponsor/listSignUps', sponsorToken, { activityId })).json().result.signUpList;
    expect(list).toHaveLength(1);
    expect(list[0].userId).toBe(investor.userId);
    expect((await post('sponsor/approveSignUp', sponsorToken, { signUpId: list[0].signUpId })).statusCode).toBe(200);

    const status = (await post('getSignStatus', investor.appToken, { activityId })).json().result;
    expect(status).toMatchObject({ label: SignLabel.Registered, state: 'approved', loggedIn: true });
  });
});
