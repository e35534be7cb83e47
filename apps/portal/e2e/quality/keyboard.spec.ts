import type { Locator, Page } from '@playwright/test';
import { expect, settled, test } from './qualityTest';

/** Presses Tab until `target` has focus (at most `limit` times): proves it is reachable in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reachable with ${limit} Tab presses: ${target.toString()}`);
}

/**
 * The focused element shows that it has focus: an outline, a box-shadow, or MUI's keyboard-focus state
 * (`Mui-focusVisible`: a tinted background and a focus ripple).
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const indicator = await target.evaluate((element) => {
    const style = window.getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      muiFocusVisible: element.classList.contains('Mui-focusVisible'),
    };
  });
  expect(
    indicator.outline || indicator.shadow || indicator.muiFocusVisible,
    `focus indicator ${JSON.stringify(indicator)}`,
  ).toBe(true);
}

/**
 * The phone's navigation differs (a menu button and a drawer): it is walked by keyboard on both projects. The dialogs'
 * focus trap and the carousel's controls are the same code and order at any width: desktop only.
 */
const desktopOnly = { tag: '@desktop-only' };

test('the main navigation works by keyboard alone', async ({ page, isMobile, pageErrors }) => {
  await page.goto('/home');
  await settled(page);
  if (isMobile) {
    const opener = page.getByRole('button', { name: '主导航' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    const about = nav.getByRole('link', { name: '关于我们' });
    await tabTo(page, about, 12);
    await expectVisibleFocus(about);
    await page.keyboard.press('Enter');
  } else {
    const nav = page.getByRole('navigation', { name: '主导航' });
    const artworks = nav.getByRole('link', { name: '艺术作品', exact: true });
    await tabTo(page, artworks);
    await expectVisibleFocus(artworks);
    await page.keyboard.press('ArrowDown');
    const calls = page.getByRole('menuitem', { name: '作品征集' });
    await expect(calls).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calls).toBeHidden();
    await expect(artworks).toBeFocused();
    const about = nav.getByRole('link', { name: '关于我们' });
    await tabTo(page, about, 12);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL('/aboutUs');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

for (const [item, title] of [
  ['去认证', '认证信息'],
  ['个人中心', '个人中心'],
] as const) {
  test(
    `the ${title} dialog opens by keyboard, traps focus, and gives focus back to the opener when it closes`,
    desktopOnly,
    async ({ page, logIn, pageErrors }) => {
      const customer = await logIn(page);
      await page.goto('/home');
      await settled(page);
      const opener = page.getByRole('button', { name: customer.phone });
      await tabTo(page, opener, 60);
      await expectVisibleFocus(opener);
      await page.keyboard.press('Enter');
      const menuItem = page.getByRole('menuitem', { name: item });
      await expect(menuItem).toBeVisible();
      while (!(await menuItem.evaluate((element) => element === document.activeElement)))
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          'focus stays in the dialog',
        ).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(menuItem).toBeVisible();
      while (!(await menuItem.evaluate((element) => element === document.activeElement)))
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: '关闭' });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(pageErrors).toEqual([]);
    },
  );
}

test(
  'the carousel can be paused by keyboard and then stays on its slide',
  desktopOnly,
  async ({ page, pageErrors }) => {
    await page.clock.install();
    await page.goto('/home');
    await settled(page);
    const carousel = page.getByRole('region', { name: '焦点图' });
    const slide = carousel.locator('[aria-roledescription="slide"]');
    const pause = carousel.getByRole('button', { name: '暂停轮播' });
    await tabTo(page, pause, 60);
    await expectVisibleFocus(pause);
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: '播放轮播' })).toBeFocused();
    const before = await slide.getAttribute('aria-label');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    await expect(slide).toHaveAttribute('aria-label', before ?? '');

    await carousel.getByRole('button', { name: '下一张' }).focus();
    await page.keyboard.press('Enter');
    await expect(slide).not.toHaveAttribute('aria-label', before ?? '');
    expect(pageErrors).toEqual([]);
  },
);

test(
  'prefers-reduced-motion: the carousel starts paused and animations are cut to nothing',
  desktopOnly,
  async ({ page, pageErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/home');
    await settled(page);
    const carousel = page.getByRole('region', { name: '焦点图' });
    const slide = carousel.locator('[aria-roledescription="slide"]');
    await expect(carousel.getByRole('button', { name: '播放轮播' })).toBeVisible();
    const before = await slide.getAttribute('aria-label');
    await page.clock.runFor(20_000);
    await expect(slide).toHaveAttribute('aria-label', before ?? '');
    const seconds = await slide.evaluate((element) =>
      parseFloat(window.getComputedStyle(element).animationDuration),
    );
    expect(seconds).toBeLessThan(0.001);
    const scrollBehavior = await page.evaluate(
      () => window.getComputedStyle(document.documentElement).scrollBehavior,
    );
    expect(scrollBehavior).not.toBe('smooth');
    expect(pageErrors).toEqual([]);
  },
);
