import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { logIn, menuEntries } from './support/staff';

test('the login page shows the server’s refusal, in Chinese, and passes axe', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('登录 - 管理后台');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectNoAxeViolations(page, testInfo, 'login');
  await page.getByLabel('登录名').fill('editor');
  await page.getByLabel('密码').fill('not-the-password1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('登录名或密码错误');
  await expectNoAxeViolations(page, testInfo, 'login-refused');
});

test('a reviewer’s menu has no content entries', async ({ page }) => {
  await logIn(page, 'reviewer');
  const entries = await menuEntries(page);
  expect(entries[0]).toBe('工作台');
  for (const content of ['作品', '征集', '云展览', '资讯', '课程', '横幅', '页面', '作品类别', '认证项目'])
    expect(entries).not.toContain(content);
  for (const adminOnly of ['后台账号', '操作日志', '登录日志']) expect(entries).not.toContain(adminOnly);
});

test('a 管理员 creates an account, sees its one-time password once, and finds the change in 操作日志; the new account changes it at its first login', async ({
  page,
  browser,
}, testInfo) => {
  // Two logins, four lists and seven axe runs: 47 s alone, nearly 3 min on a machine shared with six other builds.
  test.setTimeout(300_000);
  await logIn(page, 'admin');
  expect(await menuEntries(page)).toEqual(
    expect.arrayContaining(['工作台', '后台账号', '操作日志', '登录日志']),
  );
  await expectNoAxeViolations(page, testInfo, 'dashboard');

  await page.getByRole('menuitem', { name: '后台账号' }).click();
  await expect(page).toHaveTitle('后台账号 - 管理后台');
  await expect(page.getByRole('cell', { name: 'editor', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'staff');

  const loginName = `e2e${Date.now().toString(36)}`;
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveTitle('新建后台账号 - 管理后台');
  await expectNoAxeViolations(page, testInfo, 'staff-create');
  await page.getByLabel('登录名').fill(loginName);
  await page.getByLabel('姓名').fill('测试编辑');
  await page.getByRole('combobox', { name: '角色' }).click();
  await page.getByRole('option', { name: '编辑' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  const dialog = page.getByRole('dialog', { name: '一次性密码' });
  await expect(dialog).toContainText(loginName);
  const oneTimePassword = (await dialog.locator('p').last().innerText()).trim();
  await dialog.getByRole('button', { name: '我已记下' }).click();
  await expect(page.getByRole('cell', { name: loginName, exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page).toHaveTitle('操作日志 - 管理后台');
  const row = page.getByRole('row').filter({ hasText: '新建' }).filter({ hasText: '后台账号' }).first();
  await row.click();
  await expect(page.getByRole('table', { name: '新建后台账号的修改' })).toContainText(loginName);
  await expectNoAxeViolations(page, testInfo, 'operation-log');

  await page.getByRole('menuitem', { name: '登录日志' }).click();
  await expect(page).toHaveTitle('登录日志 - 管理后台');
  await expect(page.getByRole('row').filter({ hasText: 'admin' }).first()).toContainText('成功');
  await expectNoAxeViolations(page, testInfo, 'login-log');

  // The new account's first login: the one-time password opens 修改密码 only, then the back office.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'zh-CN' });
  const newcomer = await context.newPage();
  await newcomer.goto('/login');
  await newcomer.getByLabel('登录名').fill(loginName);
  await newcomer.getByLabel('密码').fill(oneTimePassword);
  await newcomer.getByRole('button', { name: '登录' }).click();
  await expect(newcomer).toHaveTitle('修改密码 - 管理后台');
  await expectNoAxeViolations(newcomer, testInfo, 'change-password');
  await newcomer.getByLabel('当前密码').fill(oneTimePassword);
  await newcomer.getByLabel(/^新密码/).fill('short');
  await newcomer.getByLabel('再次输入新密码').fill('short');
  await newcomer.getByRole('button', { name: '保存新密码' }).click();
  await expect(newcomer.getByRole('alert')).toHaveText('密码长度应为10-64位');
  await newcomer.getByLabel(/^新密码/).fill('Mine2026secret');
  await newcomer.getByLabel('再次输入新密码').fill('Mine2026secret');
  await newcomer.getByRole('button', { name: '保存新密码' }).click();
  await expect(newcomer).toHaveTitle('工作台 - 管理后台');
  await context.close();
});
