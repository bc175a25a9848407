import { test as base, expect, type Page } from '@playwright/test';
import { registerThroughApi } from './identity.ts';

export const LANGS = ['zh-CN', 'en', 'tc'] as const;
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export interface Account {
  /** The new account's mobile number; its password is PASSWORD (support/identity.ts). */
  phone: string;
}

/**
 * Every page a test opens must keep the console clean: an error or a failed script is a bug even
 * when the page looks right. Tests that provoke errors on purpose list what they expect.
 * `account`: a new user, registered and logged in through the services' endpoints before the test
 * opens a page (the browser context carries the cookies), for tests whose subject is not logging in.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[]; account: Account }>({
  account: async ({ page }, use) => {
    await use({ phone: await registerThroughApi(page.request, '139') });
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (target: Page) => {
        target.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        target.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      };
      watch(page);
      page.context().on('page', watch);
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
// Shared with the support helpers that open pages (identity.ts), which test.ts itself imports.
export { waitForHydration } from './hydration.ts';
