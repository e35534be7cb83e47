import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The demo staff's password and the demo 管理员's TOTP secret (apps/api/README.md; demo content only). */
const demoPassword = 'Admin2026demo';
const demoAdminTotp = new TOTP({ secret: 'ARTPORTALDEMOADMINSECRETKEYABCDE' });

const stepMs = 30_000;

/**
 * A 动态验证码 of the demo 管理员 never used before in this run. The server takes each 30 s step's code once, and the
 * next step's code a step early; so a second login within one step uses the next step's, and a third waits. The
 * last step used is kept in the run's data folder, which every spec and retry shares.
 */
async function freshAdminCode(): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '.', 'e2e-last-totp-step');
  let last = Number.NEGATIVE_INFINITY;
  try {
    last = Number(readFileSync(file, 'utf8'));
  } catch {
    // No login as 管理员 yet in this run.
  }
  const step = Math.max(Math.floor(Date.now() / stepMs), last + 1);
  const wait = (step - 1) * stepMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  writeFileSync(file, String(step));
  return demoAdminTotp.generate({ timestamp: step * stepMs });
}

/** Logs a demo staff member in at /login, with the 动态验证码 when the server asks for it, and waits for 工作台. */
export async function logIn(page: Page, loginName: 'admin' | 'editor' | 'reviewer'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('登录名').fill(loginName);
  await page.getByLabel('密码').fill(demoPassword);
  await page.getByRole('button', { name: '登录' }).click();
  if (loginName === 'admin') {
    await expect(page.getByRole('alert')).toHaveText('请输入动态验证码');
    await page.getByLabel('动态验证码').fill(await freshAdminCode());
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
