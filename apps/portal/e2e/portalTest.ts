import { test as base, expect } from '@playwright/test';
import { waitForHydration } from './navigateInApp';

type Options = {
  /**
   * `page.goto` and `page.reload` return once the server-rendered page runs in the browser, so that a test's first
   * click meets the portal's handlers, not bare HTML. Off where the page must not start (its script is refused).
   */
  awaitHydration: boolean;
};

/** Playwright's `test` for the portal's suites: every page waits for hydration after loading a document. */
export const test = base.extend<Options>({
  awaitHydration: [true, { option: true }],
  page: async ({ page, awaitHydration, javaScriptEnabled }, provide) => {
    if (awaitHydration && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect };
