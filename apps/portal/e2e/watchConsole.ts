import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Collects console errors, hydration warnings and uncaught errors. The not-found page answers 404 by design: the
 * browser's note about that one response is not an error of the page.
 */
export function watchConsole(page: Page, expectedStatus = 200): string[] {
  const problems: string[] = [];
  const isOwnStatus = (message: ConsoleMessage) =>
    expectedStatus !== 200 &&
    message.text().includes(`status of ${expectedStatus}`) &&
    message.location().url.split('#')[0] === page.url().split('#')[0];
  page.on('console', (message) => {
    const hydration = /hydrat/i.test(message.text());
    if (
      (message.type() === 'error' && !isOwnStatus(message)) ||
      (message.type() === 'warning' && hydration)
    ) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.name}: ${error.message}`));
  return problems;
}
