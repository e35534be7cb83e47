import type { Page } from '@playwright/test';
import { expect, test } from './portalTest';
import { routeCases } from './routeCatalogue';

/*
 * What every public route looks like, desktop and phone: a change of style that moves a pixel fails here, and a
 * change meant to be seen updates the baseline (`--update-snapshots`) in the same commit.
 *
 * Held still, so that a real change is the only thing that fails it:
 * - the seed's dates and deadlines are relative to the day the database was seeded: every date is printed as one
 *   fixed date, and the countdown's digits as zeros (the browser's clock is fixed, so it does not tick over them);
 * - view counts move with every visit: printed as one fixed number;
 * - the banner carousel rests (reduced motion) and CSS animations and transitions are finished (`animations`);
 * - lazy pictures below the fold are loaded before the full-page shot; the caret is hidden.
 */

async function holdStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const still = (node: Node) => {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      let fixed = text
        .replace(/\d{4}年\d{1,2}月\d{1,2}日/g, '2026年1月1日')
        .replace(/\d{4}\/\d{2}\/\d{2}( \S+ )\d{2}:\d{2}/g, '2026/01/01$100:00')
        .replace(/© \d{4}/g, '© 2026')
        .replace(/\d+(\s*次(?:阅读|观看))/g, '100$1');
      if (parent?.closest('[role="timer"]')) fixed = fixed.replace(/\d+/g, '00');
      if (parent?.tagName === 'DD' && parent.previousElementSibling?.textContent === '浏览次数')
        fixed = '100';
      if (fixed !== text) node.nodeValue = fixed;
    };
    const stillUnder = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) return still(root);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) still(node);
    };
    stillUnder(document.body);
    // What the page draws after hydration (the countdown's first tick, a list's late render) is held still too.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') still(record.target);
        for (const added of record.addedNodes) stillUnder(added);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    const pictures = [...document.images];
    for (const picture of pictures) picture.loading = 'eager';
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(new Date());
});

for (const { path, name } of routeCases) {
  test(`${name} looks as it did (${path})`, async ({ page }) => {
    await page.goto(path);
    await holdStill(page);
    await expect(page).toHaveScreenshot(`${name}-${path.replace(/\W+/g, '_')}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  });
}
