import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The demo staff's password and the demo 管理员's TOTP secret (apps/api/README.md; demo content only). */
const demoPassword = 'Admin2026demo';
const demoAdminTotp = new TOTP({ secret: 'ARTPORTALDEMOADMINSECRETKEYABCDE' });

/** Logs a demo staff member in at /login, with the 动态验证码 when the server asks for it, and waits for 工作台. */
export async function logIn(page: Page, loginName: 'admin' | 'editor' | 'reviewer'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('登录名').fill(loginName);
  await page.getByLabel('密码').fill(demoPassword);
  await page.getByRole('button', { name: '登录' }).click();
  if (loginName === 'admin') {
    await expect(page.getByRole('alert')).toHaveText('请输入动态验证码');
    await page.getByLabel('动态验证码').fill(demoAdminTotp.generate());
    await page.getByRole('button', { name: '登录' }).click();
  }
  await expect(page).toHaveTitle('工作台 - 管理后台');
}

/** The menu's entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}
