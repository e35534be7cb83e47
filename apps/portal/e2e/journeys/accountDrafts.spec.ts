import type { Page } from '@playwright/test';
import { expect, test } from '../portalTest';
import { freshEmail, freshPhone, registerCustomer, revokeToken } from './support/portalApi';
import {
  chooseFromUserMenu,
  ImageChallenges,
  logInThroughPage,
  openLoggedIn,
  toast,
} from './support/portalUi';

/** The drafts this tab keeps, as `key=value` lines. */
async function keptDrafts(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith('art-portal-draft:'))
      .map((key) => `${key}=${window.sessionStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );
}

// The drafts are kept by the same code at any width; the phone layout of these dialogs is account.spec's journey's.
test(
  'a session ended under the account dialogs: login, and 个人中心 opens again, 认证信息 and 个人中心 as typed, codes and passwords empty',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.setTimeout(150_000);
    const customer = await registerCustomer(request);
    const challenges = new ImageChallenges(page);
    const newPhone = freshPhone();
    const newEmail = freshEmail();
    const secrets = {
      imgCode: 'qz7x',
      smsCode: '918273',
      emailCode: '564738',
      password: 'Draft-Secret-2026',
    };
    let project = '';
    await openLoggedIn(page, customer.token, '/news/index');

    await test.step('认证信息 typed, then the page reloads', async () => {
      await chooseFromUserMenu(page, customer.phone, '去认证');
      const dialog = page.getByRole('dialog', { name: '认证信息' });
      await dialog.getByRole('textbox', { name: '姓名' }).fill('草稿测试');
      await dialog.getByRole('combobox', { name: '认证项目' }).click();
      const option = page.getByRole('option').first();
      project = await option.innerText();
      await option.click();
      await dialog.getByRole('textbox', { name: '认证机构' }).fill('中国美术学院');
      await dialog.getByRole('textbox', { name: '学号' }).fill('2026000042');
      await page.reload();
      await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('个人中心 typed in every tab; the server ends the session; 确认修改 leads to login', async () => {
      await chooseFromUserMenu(page, customer.phone, '个人中心');
      const dialog = page.getByRole('dialog', { name: '个人中心' });
      await dialog.getByRole('textbox', { name: '新手机号' }).fill(newPhone);
      await dialog.getByRole('textbox', { name: '短信验证码' }).fill(secrets.smsCode);
      await dialog.getByRole('tab', { name: '修改密码' }).click();
      await dialog.getByLabel('原密码').fill(secrets.password);
      await dialog.getByLabel('新密码', { exact: true }).fill(secrets.password);
      await dialog.getByLabel('确认新密码').fill(secrets.password);
      await dialog.getByRole('tab', { name: '修改邮箱' }).click();
      await dialog.getByRole('textbox', { name: '图形验证码' }).fill(secrets.imgCode);
      await dialog.getByRole('textbox', { name: '新邮箱' }).fill(newEmail);
      await dialog.getByRole('textbox', { name: '邮箱验证码' }).fill(secrets.emailCode);

      const drafts = await keptDrafts(page);
      expect(drafts).toContain(newEmail);
      expect(drafts).toContain(newPhone);
      expect(drafts).toContain('中国美术学院');
      for (const secret of Object.values(secrets)) expect(drafts).not.toContain(secret);

      await revokeToken(request, customer.token);
      await dialog.getByRole('button', { name: '确认修改' }).click();
      await expect(toast(page, '未登录，请重新登录')).toBeVisible();
      await expect(page).toHaveURL('/login?t=login');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('logged in again: back on the page, 个人中心 open again on 修改邮箱 as typed, codes and passwords empty', async () => {
      await logInThroughPage(page, request, challenges, customer.phone);
      await expect(page).toHaveURL('/news/index');
      const dialog = page.getByRole('dialog', { name: '个人中心' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab', { name: '修改邮箱', selected: true })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: '新邮箱' })).toHaveValue(newEmail);
      await expect(dialog.getByRole('textbox', { name: '邮箱验证码' })).toHaveValue('');
      await expect(dialog.getByRole('textbox', { name: '图形验证码' })).toHaveValue('');
      await dialog.getByRole('tab', { name: '修改手机号' }).click();
      await expect(dialog.getByRole('textbox', { name: '新手机号' })).toHaveValue(newPhone);
      await expect(dialog.getByRole('textbox', { name: '短信验证码' })).toHaveValue('');
      await dialog.getByRole('tab', { name: '修改密码' }).click();
      for (const label of ['原密码', '新密码', '确认新密码']) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
      }
    });

    await test.step('关闭 discards the 个人中心 draft; it does not open again by itself', async () => {
      await page.getByRole('dialog', { name: '个人中心' }).getByRole('button', { name: '关闭' }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await chooseFromUserMenu(page, customer.phone, '个人中心');
      const dialog = page.getByRole('dialog', { name: '个人中心' });
      await expect(dialog.getByRole('tab', { name: '修改手机号', selected: true })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: '新手机号' })).toHaveValue('');
      await dialog.getByRole('button', { name: '关闭' }).click();
    });

    await test.step('认证信息 as typed before the reload; 提交 saves it and discards the draft', async () => {
      await chooseFromUserMenu(page, customer.phone, '去认证');
      const dialog = page.getByRole('dialog', { name: '认证信息' });
      await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue('草稿测试');
      await expect(dialog.getByRole('combobox', { name: '认证项目' })).toHaveText(project);
      await expect(dialog.getByRole('textbox', { name: '认证机构' })).toHaveValue('中国美术学院');
      await expect(dialog.getByRole('textbox', { name: '学号' })).toHaveValue('2026000042');
      await dialog.getByRole('button', { name: '提交' }).click();
      await expect(toast(page, '修改成功')).toBeVisible();
      await expect(dialog.getByText('待审核')).toBeVisible();
      expect(await keptDrafts(page)).toBe('');
    });
  },
);
