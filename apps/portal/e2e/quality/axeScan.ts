import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.1 A/AA rule sets issue 7 holds the portal to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs every axe rule and expects no violation of a WCAG 2.1 A/AA rule, of any impact, and no serious or critical
 * violation of any other rule (best practices), listing them when there are.
 */
export async function expectNoWcagViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  include?: string,
): Promise<void> {
  // Colours read mid-transition (a button enabled at hydration fades from its disabled grey) are not the page's.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const violations = (await builder.analyze()).violations.filter(
    (v) => v.tags.some((tag) => wcagTags.includes(tag)) || v.impact === 'serious' || v.impact === 'critical',
  );
  if (violations.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help} → ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    label,
  ).toEqual([]);
}
