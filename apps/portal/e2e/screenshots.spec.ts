import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './portalTest';
import { layoutSample, routeCases } from './routeCatalogue';

/*
 * What every public route looks like, desktop and phone: a change of style that moves a pixel fails here, and a
 * change meant to be seen updates the baseline (`--update-snapshots`) in the same commit.
 *
 * Held still, so that a real change is the only thing that fails it:
 * - the seed's dates and deadlines are relative to the day the database was seeded: every date is printed as one
 *   fixed date, and the countdown's digits as zeros (the browser's clock is fixed, so it does not tick over them);
 * - view counts, 首页's visit total and a call's entry count move as the other specs run: printed as fixed numbers;
 * - 课程详情 is shot on a course no other spec comments on (the journeys comment on the first two of the list);
 * - the banner carousel rests (reduced motion) and CSS animations and transitions are finished (`animations`);
 * - lazy pictures below the fold are loaded before the full-page shot; the caret is hidden.
 */

const stillStyles = fileURLToPath(new URL('./screenshotStill.css', import.meta.url));

async function holdStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const still = (node: Node) => {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      let fixed = text
        .replace(/\d{4}年\d{1,2}月\d{1,2}日/g, '2026年1月1日')
        .replace(/\d{4}\/\d{2}\/\d{2}( \S+ )\d{2}:\d{2}/g, '2026/01/01$100:00')
        .replace(/© \d{4}/g, '© 2026')
        .replace(/\d+(\s*次(?:阅读|观看))/g, '100$1')
        .replace(/\d+( 件参赛作品)/g, '6$1')
        .replace(/(参赛作品（)\d+(）)/g, '$16$2');
      if (parent?.closest('[role="timer"]')) fixed = fixed.replace(/\d+/g, '00');
      if (parent?.tagName === 'DD' && parent.previousElementSibling?.textContent === '浏览次数')
        fixed = '100';
      if (parent?.nextElementSibling?.textContent === '累计访问人次') fixed = '12,345';
      // React writes `{count} 次阅读` and `参赛作品（{count}）` as text nodes of their own.
      const beside = (step: 'previousSibling' | 'nextSibling') => {
        let sibling = node[step];
        // The server's HTML parts two text nodes with an empty comment; `{' '}` is a text node of its own.
        while (sibling?.nodeType === Node.COMMENT_NODE || (sibling?.nodeValue ?? 'x').trim() === '')
          sibling = sibling?.[step] ?? null;
        return sibling?.nodeValue ?? '';
      };
      const before = beside('previousSibling');
      const after = beside('nextSibling');
      if (/^\d+$/.test(text) && (/^\s*(次阅读|次观看|件参赛作品)/.test(after) || /参赛作品（$/.test(before)))
        fixed = '6';
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

// The journeys comment on the first two courses of the list (ids 1 and 2 in the seed).
const stillPath = (path: string) =>
  path.replace('/education/course/detail?id=1', '/education/course/detail?id=3');

for (const { path: cataloguePath, name } of routeCases) {
  const path = stillPath(cataloguePath);
  test(`${name} looks as it did (${path})`, layoutSample(path), async ({ page }) => {
    await page.goto(path);
    await holdStill(page);
    await expect(page).toHaveScreenshot(`${name}-${path.replace(/\W+/g, '_')}.png`, {
      fullPage: true,
      // Chromium's raster of a picture under a translucent chip varies by a few dozen pixels from run to run; a
      // change of style moves thousands.
      maxDiffPixels: 100,
      // How much of a lesson's video the browser has buffered when the shot is taken is its own race.
      mask: [page.locator('video')],
      stylePath: stillStyles,
      animations: 'disabled',
      caret: 'hide',
    });
  });
}
