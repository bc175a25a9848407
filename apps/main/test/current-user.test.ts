import { describe, expect, it } from 'vitest';
import { currentUser, requireUser } from '@roadshow/api/services/identity/current-user';
import type { FastifyRequest } from 'fastify';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers } from './support/login-helpers.ts';

const suite = useComposedServer({ start: '2026-11-21T06:00:00.000Z' });
const server = suite.server;
const advance = suite.advance;
const { registerAndLogIn } = loginHelpers(server, advance, '1391111');

const requestWith = (ticket?: string) =>
  ({ cookies: ticket === undefined ? {} : { ticket } }) as unknown as FastifyRequest;

describe('currentUser', () => {
  it('is the user of the app token in the ticket cookie', async () => {
    const { appToken, userId } = await registerAndLogIn();
    const user = await currentUser(server().api, requestWith(appToken));
    expect(user?.userId).toBe(userId);
    expect((await requireUser(server().api, requestWith(appToken))).userId).toBe(userId);
  });

  it('is nobody without a cookie, with a forged or oversized one, and requireUser answers 401', async () => {
    for (const ticket of [undefined, '', 'AT-forged', 'A'.repeat(300)]) {
      expect(await currentUser(server().api, requestWith(ticket))).toBeNull();
      await expect(requireUser(server().api, requestWith(ticket))).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        status: 401,
      });
    }
  });

  it('asks the identity service once for calls made at once with one token, and again afterwards', async () => {
    const { appToken } = await registerAndLogIn();
    let asked = 0;
    const identity = {
      ...server().api.identity,
      userInfo: (token: string) => ((asked += 1), server().api.identity.userInfo(token)),
    };
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => currentUser({ identity }, requestWith(appToken))));
    expect(new Set(users.map((user) => user?.userId)).size).toBe(1);
    expect(asked).toBe(1);
    await currentUser({ identity }, requestWith(appToken));
    expect(asked).toBe(2);
  });
});
