import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// A message a page was not given shows as its raw key ("activityPage.signUp"): any catalogue
// namespace followed by a dotted name, in the page's title or its visible text.
const I18N = new URL('../../apps/web/app/i18n/', import.meta.url);
const namespaces = new Set<string>(Object.keys(JSON.parse(readFileSync(new URL('zh-CN.json', I18N), 'utf8'))));
for (const file of readdirSync(new URL('areas/', I18N)).filter((name) => name.endsWith('.zh-CN.json')))
  for (const key of Object.keys(JSON.parse(readFileSync(new URL(`areas/${file}`, I18N), 'utf8')))) namespaces.add(key);
const RAW_KEY = new RegExp(`\\b(?:${[...namespaces].join('|')})\\.[A-Za-z][\\w.]*`, 'g');

/** The raw message keys the page shows: none on a page that got all its messages. */
export async function rawKeys(page: Page): Promise<string[]> {
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  return [...text.matchAll(RAW_KEY)].map((match) => match[0]);
}
