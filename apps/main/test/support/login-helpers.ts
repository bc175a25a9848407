import type { ServerParts } from '../../src/create-server.ts';
import {
  loginHelpers as identityLoginHelpers,
  type RedeemTicket,
} from '../../../identity/test/support/login-helpers.ts';

export { TEST_ORIGIN, TEST_SERVICE } from '../../../identity/test/support/login-helpers.ts';

/** Redeems a ticket on the platform; returns the app token of the `ticket` cookie and the user id. */
const redeemOnPlatform: RedeemTicket = async (app, ticket, service) => {
  const login = await app.inject({
    url: `/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(service)}`,
  });
  return {
    appToken: login.cookies.find((c) => c.name === 'ticket')!.value,
    userId: login.json().result.userId as string,
  };
};

/** The identity suites' login helpers, with tickets redeemed through the platform (getLoginInfo). */
export function loginHelpers(server: () => ServerParts, advance: (ms: number) => void, phonePrefix = '1370000') {
  return identityLoginHelpers(server, advance, phonePrefix, redeemOnPlatform);
}
