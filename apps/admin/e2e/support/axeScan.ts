import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.1 A/AA rule sets the portal is held to; the back office too. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is and fails with the rules it breaks (attached to the report). */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.tags.some((tag) => wcagTags.includes(tag)) || v.impact === 'serious' || v.impact === 'critical',
  );
  if (violations.length > 0)
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  expect(
    violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`,
    ),
    `axe on ${label}`,
  ).toEqual([]);
}
