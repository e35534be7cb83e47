import { expect, test } from '../portalTest';
import { freshEmail, freshPhone, registerCustomer } from '../journeys/support/portalApi';
import { chooseFromUserMenu, codeButton, openLoggedIn } from '../journeys/support/portalUi';

/**
 * Issue 45: a refusal a form shows without moving focus is announced (WCAG 4.1.3). Each check finds the message as
 * assistive technology does, through its alert, and counts it once: no toast says it again.
 */

test('登录: the server’s refusal of a send is an alert by 短信验证码, read once, and focus stays on the button', async ({
  page,
}) => {
  await page.goto('/login?t=login');
  await page.getByRole('textbox', { name: '手机号' }).fill(freshPhone());
  await page.getByRole('textbox', { name: '图形验证码' }).fill('ZZZZ');
  const send = codeButton(page);
  await send.click();

  const refusal = page.getByRole('alert').filter({ hasText: '图形验证码错误' });
  await expect(refusal).toHaveCount(1);
  const smsField = page.getByRole('textbox', { name: '短信验证码' });
  await expect(smsField).toHaveAccessibleDescription('图形验证码错误');
  await expect(smsField).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeFocused();

  // A field's own check moves focus to the field, whose description is read then: no alert for it.
  await page.getByRole('textbox', { name: '手机号' }).fill('');
  await send.click();
  const phoneField = page.getByRole('textbox', { name: '手机号' });
  await expect(phoneField).toBeFocused();
  await expect(phoneField).toHaveAccessibleDescription('请输入手机号！');
  await expect(page.getByRole('alert').filter({ hasText: '请输入手机号！' })).toHaveCount(0);
});

test('个人中心 · 修改邮箱: the server’s refusal of a send is an alert in the dialog, read once', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await openLoggedIn(page, customer.token, '/home');
  await chooseFromUserMenu(page, customer.phone, '个人中心');
  const dialog = page.getByRole('dialog', { name: '个人中心' });
  await dialog.getByRole('tab', { name: '修改邮箱' }).click();
  await dialog.getByRole('textbox', { name: '新邮箱' }).fill(freshEmail());
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill('ZZZZ');
  await codeButton(dialog).click();

  await expect(dialog.getByRole('alert').filter({ hasText: '图形验证码错误' })).toHaveCount(1);
  await expect(page.locator('[role="alert"]').filter({ hasText: '图形验证码错误' })).toHaveCount(1);
});
