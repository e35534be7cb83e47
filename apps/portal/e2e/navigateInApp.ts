import type { Page } from '@playwright/test';

/**
 * Waits until the server-rendered page has come alive in the browser: React Router has made its router (it keeps it
 * on `window.__reactRouterDataRouter`) and the page has stopped fetching (hydration and its effects are done).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForLoadState('networkidle');
}

/**
 * Moves the running portal to `path` the way its router moves, without loading a document: the page's data then
 * comes from the browser's calls (which `page.route` can intercept), not from the server's first response.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
