import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Pages are server-rendered: a button is visible before the JavaScript that makes it work has run,
 * and a click in that window only takes effect once the app has loaded (storefront/src/app/
 * interactive.ts). Each screen marks `<html data-hydrated>` once it is interactive
 * (storefront/src/platform/hydration.ts); after a navigation that loads a page, tests wait for that mark,
 * so that what a test checks right after a click is the click's effect, not the page still loading.
 */
async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  const type = (await response?.headerValue('content-type')) ?? '';
  if (!type.includes('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` resolve once the loaded page is interactive. */
export function waitForInteractive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilInteractive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page, response);
    return response;
  };
  return page;
}

/** Playwright's `test` whose `page` waits for the app to be interactive after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitForInteractive(page));
  },
});
