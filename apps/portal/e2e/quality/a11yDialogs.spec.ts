import type { Page } from '@playwright/test';
import { expectNoWcagViolations } from './axeScan';
import { expect, settled, test } from './qualityTest';

async function openFromUserMenu(page: Page, phone: string, item: '去认证' | '个人中心') {
  await page.getByRole('button', { name: phone }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  return dialog;
}

test('axe WCAG 2.1 A/AA with the verification dialog (认证信息) open', async ({
  page,
  pageErrors,
  logIn,
}, testInfo) => {
  const customer = await logIn(page);
  await page.goto('/home');
  await settled(page);
  const dialog = await openFromUserMenu(page, customer.phone, '去认证');
  await expect(dialog.getByRole('heading', { name: '认证信息' })).toBeVisible();
  await expect(dialog.getByText('未认证')).toBeVisible();
  await expectNoWcagViolations(page, testInfo, 'verification-dialog');
  expect(pageErrors).toEqual([]);
});

test('axe WCAG 2.1 A/AA with the personal-centre dialog (个人中心) open, on each of its tabs', async ({
  page,
  pageErrors,
  logIn,
}, testInfo) => {
  const customer = await logIn(page);
  await page.goto('/home');
  await settled(page);
  const dialog = await openFromUserMenu(page, customer.phone, '个人中心');
  await expect(dialog.getByRole('heading', { name: '个人中心' })).toBeVisible();
  for (const tab of ['修改手机号', '修改邮箱', '修改密码']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoWcagViolations(page, testInfo, `personal-centre-${tab}`);
  }
  expect(pageErrors).toEqual([]);
});
