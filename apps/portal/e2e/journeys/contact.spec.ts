import { expect, test } from '../portalTest';
import { freshEmail, freshPhone, registerCustomer } from './support/portalApi';
import {
  chooseFromUserMenu,
  codeButton,
  ImageChallenges,
  logInThroughPage,
  openLoggedIn,
  sendCode,
  toast,
} from './support/portalUi';

// 修改邮箱 and 修改手机号 are forms of 个人中心, whose phone layout account.spec's journey covers: desktop only.
test(
  '修改邮箱: first address, then a change that needs the old address code; each ends the session',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const customer = await registerCustomer(request);
    const challenges = new ImageChallenges(page);
    const first = freshEmail();
    const second = freshEmail();
    await openLoggedIn(page, customer.token, '/home');

    await chooseFromUserMenu(page, customer.phone, '个人中心');
    let dialog = page.getByRole('dialog', { name: '个人中心' });
    await dialog.getByRole('tab', { name: '修改邮箱' }).click();
    await expect(dialog.getByRole('textbox', { name: '原邮箱', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText('请输入图形验证码！')).toBeVisible();
    await dialog.getByRole('textbox', { name: '新邮箱' }).fill(first);
    const firstCode = await sendCode(dialog, request, challenges, {
      to: first,
      purpose: 'email',
      sendButton: codeButton(dialog),
      success: '邮箱验证码发送成功！',
      page,
    });
    await dialog.getByRole('textbox', { name: '邮箱验证码', exact: true }).fill(firstCode);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?t=login');

    await logInThroughPage(page, request, challenges, customer.phone);
    await expect(page).toHaveURL('/home');
    await chooseFromUserMenu(page, customer.phone, '个人中心');
    dialog = page.getByRole('dialog', { name: '个人中心' });
    await dialog.getByRole('tab', { name: '修改邮箱' }).click();
    await expect(dialog.getByRole('textbox', { name: '原邮箱', exact: true })).toHaveValue(first);
    const oldCode = await sendCode(dialog, request, challenges, {
      to: first,
      purpose: 'email',
      sendButton: codeButton(dialog),
      success: '邮箱验证码发送成功！',
      page,
    });
    await dialog.getByRole('textbox', { name: '原邮箱验证码' }).fill(oldCode);
    await dialog.getByRole('textbox', { name: '新邮箱' }).fill(second);
    const newCode = await sendCode(dialog, request, challenges, {
      to: second,
      purpose: 'email',
      sendButton: codeButton(dialog, 1),
      success: '邮箱验证码发送成功！',
      page,
    });
    await dialog.getByRole('textbox', { name: '邮箱验证码', exact: true }).fill(newCode);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?t=login');

    await logInThroughPage(page, request, challenges, customer.phone);
    await chooseFromUserMenu(page, customer.phone, '去认证');
    await expect(
      page.getByRole('dialog', { name: '认证信息' }).getByRole('textbox', { name: '邮箱', exact: true }),
    ).toHaveValue(second);
  },
);

test(
  '修改手机号: the new phone is the login from then on',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const customer = await registerCustomer(request);
    const challenges = new ImageChallenges(page);
    const newPhone = freshPhone();
    await openLoggedIn(page, customer.token, '/aboutUs');

    await chooseFromUserMenu(page, customer.phone, '个人中心');
    const dialog = page.getByRole('dialog', { name: '个人中心' });
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText('请输入手机号！')).toBeVisible();
    await dialog.getByRole('textbox', { name: '新手机号' }).fill(newPhone);
    const code = await sendCode(dialog, request, challenges, {
      to: newPhone,
      purpose: 'sms',
      sendButton: codeButton(dialog),
      success: '短信验证码发送成功！',
      page,
    });
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?t=login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('art-portal-token'))).toBeNull();

    await logInThroughPage(page, request, challenges, newPhone);
    await expect(page).toHaveURL('/aboutUs');
    await expect(page.getByRole('button', { name: newPhone })).toBeVisible();
  },
);
