import { expect, test } from '../portalTest';
import { freshPhone } from './support/portalApi';
import {
  chooseFromUserMenu,
  codeButton,
  ImageChallenges,
  logInThroughPage,
  sendCode,
  toast,
} from './support/portalUi';
import { review } from './support/review';

test('register → 去认证 → admin review → the message arrives → 退出登录 → log in → change password → log in again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const phone = freshPhone();
  const challenges = new ImageChallenges(page);

  await test.step('注册 with the send-code rules of ui.md', async () => {
    await page.goto('/login?t=register');
    await expect(page).toHaveTitle(/^注册 - /);
    await expect(page.getByRole('tab', { name: '注册', selected: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    const send = page.getByRole('button', { name: '获取验证码' });

    await send.click();
    await expect(page.getByText('请输入手机号！')).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill(phone);
    await send.click();
    await expect(page.getByText('请输入图形验证码！')).toBeVisible();

    const picture = page.getByRole('img', { name: '图形验证码' });
    const firstPicture = await picture.getAttribute('src');
    const before = challenges.count;
    await page.getByRole('textbox', { name: '图形验证码' }).fill('zzzz');
    await send.click();
    // The server's reason shows by 短信验证码, and only there: no toast says it again.
    await expect(page.getByRole('textbox', { name: '短信验证码' })).toHaveAccessibleDescription(
      '图形验证码错误',
    );
    await expect(page.getByText('图形验证码错误', { exact: true })).toHaveCount(1);
    await challenges.next(before);
    await expect(picture).not.toHaveAttribute('src', firstPicture ?? '');
    await expect(send).toHaveText('获取验证码');
    await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(phone);

    const code = await sendCode(page, request, challenges, {
      to: phone,
      purpose: 'sms',
      sendButton: codeButton(page),
      success: '短信验证码发送成功！',
      page,
    });
    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.getByLabel('密码', { exact: true }).fill('Journey2026');
    await page.getByLabel('确认密码').fill('Journey2027');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await page.getByLabel('确认密码').fill('Journey2026');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('button', { name: phone })).toBeVisible();
  });

  await test.step('去认证: submit, 修改成功 and 待审核 at once', async () => {
    await chooseFromUserMenu(page, phone, '去认证');
    const dialog = page.getByRole('dialog', { name: '认证信息' });
    await expect(dialog.getByText('未认证')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '手机号' })).toHaveValue(phone);
    await dialog.getByRole('textbox', { name: '姓名' }).fill('旅程测试');
    await dialog.getByRole('combobox', { name: '认证项目' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: '认证机构' }).fill('中国美术学院');
    await dialog.getByRole('textbox', { name: '学号' }).fill('2026000001');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog.getByText('待审核')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('button', { name: '旅程测试' })).toBeVisible();
  });

  await test.step('the admin passes the review and 我的消息 shows it unread', async () => {
    expect(await review(phone, 'pass')).toContain('审核通过');
    await chooseFromUserMenu(page, '旅程测试', '我的消息');
    await expect(page).toHaveURL('/message');
    await expect(page).toHaveTitle(/^我的消息 - /);
    const message = page.getByRole('listitem').filter({ hasText: '认证审核通过' });
    await expect(message).toBeVisible();
    await expect(message.getByText('未读')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '欢迎加入数字艺术门户' })).toBeVisible();
    await page.reload();
    await expect(message).toBeVisible();
    await expect(message.getByText('未读')).toHaveCount(0);
    await chooseFromUserMenu(page, '旅程测试', '去认证');
    await expect(page.getByRole('dialog', { name: '认证信息' }).getByText('审核通过')).toBeVisible();
    await page.getByRole('dialog', { name: '认证信息' }).getByRole('button', { name: '关闭' }).click();
  });

  await test.step('退出登录 ends the session; /message then asks for login and comes back', async () => {
    await chooseFromUserMenu(page, '旅程测试', '退出登录');
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('art-portal-token'))).toBeNull();

    await page.goto('/message');
    await expect(page).toHaveURL('/login?t=login');
    await logInThroughPage(page, request, challenges, phone);
    await expect(page).toHaveURL('/message');
    await expect(page.getByRole('listitem').filter({ hasText: '认证审核通过' })).toBeVisible();
  });

  await test.step('修改密码 logs out to the login page; SMS login works again', async () => {
    await chooseFromUserMenu(page, '旅程测试', '个人中心');
    const dialog = page.getByRole('dialog', { name: '个人中心' });
    await dialog.getByRole('tab', { name: '修改密码' }).click();
    await dialog.getByLabel('原密码').fill('Journey2026');
    await dialog.getByLabel('新密码', { exact: true }).fill('Journey2027');
    await dialog.getByLabel('确认新密码').fill('Journey2028');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill('Journey2027');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?t=login');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await logInThroughPage(page, request, challenges, phone);
    await expect(page).toHaveURL('/message');
    await expect(page.getByRole('listitem').filter({ hasText: '密码已修改' })).toBeVisible();
    // A change that ends the session is done: 个人中心 does not open again.
    await expect(page.getByRole('button', { name: '旅程测试' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/login?t=login');
    await expect(page).toHaveURL('/home');
  });
});

// On a phone the same dialogs run the same code: the journey above covers their phone layout (and a11yDialogs scans it).
test(
  '忘记密码 resets the password by phone and SMS code',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const phone = freshPhone();
    const challenges = new ImageChallenges(page);
    await page.goto('/login?t=register');
    await page.getByRole('textbox', { name: '手机号' }).fill(phone);
    const code = await sendCode(page, request, challenges, {
      to: phone,
      purpose: 'sms',
      sendButton: codeButton(page),
      success: '短信验证码发送成功！',
      page,
    });
    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.getByLabel('密码', { exact: true }).fill('Journey2026');
    await page.getByLabel('确认密码').fill('Journey2026');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page).toHaveURL('/home');
    await chooseFromUserMenu(page, phone, '退出登录');
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();

    await page.getByRole('link', { name: '登录' }).click();
    await page.getByRole('button', { name: '忘记密码' }).click();
    const dialog = page.getByRole('dialog', { name: '忘记密码' });
    await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
    const resetCode = await sendCode(dialog, request, challenges, {
      to: phone,
      purpose: 'sms',
      sendButton: codeButton(dialog),
      success: '短信验证码发送成功！',
      page,
    });
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(resetCode);
    await dialog.getByLabel('新密码', { exact: true }).fill('Reset2026');
    await dialog.getByLabel('确认新密码').fill('Reset2026');
    await dialog.getByRole('button', { name: '重置密码' }).click();
    await expect(toast(page, '密码重置成功，请登录')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  },
);
