import type { Page } from '@playwright/test';
import { test as base, expect } from '../portalTest';
import { freshPhone, registerThroughOutbox } from './devOutbox';

/** A customer registered once per worker (fresh phone), so logged-in tests never trip the code rate limits. */
type Customer = { phone: string; token: string };

type WorkerFixtures = { customer: Customer };
type TestFixtures = {
  /** Uncaught errors in the page (`pageerror`): every quality test ends by asserting there were none. */
  pageErrors: string[];
  /** Puts the worker's customer's token where the portal looks for it, before any script runs. */
  logIn: (page: Page) => Promise<Customer>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const phone = freshPhone();
      const token = await registerThroughOutbox(request, phone);
      await request.dispose();
      await use({ phone, token });
    },
    { scope: 'worker' },
  ],
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await provide(errors);
  },
  logIn: async ({ customer }, provide) => {
    await provide(async (page) => {
      await page.addInitScript(
        (token) => window.sessionStorage.setItem('art-portal-token', token),
        customer.token,
      );
      return customer;
    });
  },
});

export { expect };

/** Waits until the page has its heading and no region is still busy loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
