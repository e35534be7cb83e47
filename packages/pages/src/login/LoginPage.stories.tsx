import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectVisibleSoon, phone } from '../../.storybook/plays';
import { switchableNetwork } from '../../.storybook/mocks/network';
import { failing, failingOnce, refusing } from '../../.storybook/mocks/storyStates';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pages/登录',
  component: LoginPage,
  parameters: { route: '/login?t=login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 获取验证码 checks its inputs first, then sends and counts down. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('img', { name: '图形验证码' }));
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectVisibleSoon(await canvas.findByText('请输入手机号！'));
    await expect(canvas.getByText('请输入图形验证码！')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('图形验证码'), '7K3P');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectVisibleSoon(await body(canvasElement).findByText('短信验证码发送成功！'));
    await expect(await canvas.findByRole('button', { name: /^\d+s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A successful login lands on 首页 with the customer's menu. */
export const LoginSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectVisibleSoon(await canvas.findByRole('button', { name: /林晓岚/ }));
  },
};

/** The server's message of a refused login shows in the form; what was typed stays. */
export const LoginRefused: Story = {
  parameters: { msw: refusing('auth.loginBySms', '短信验证码错误或已过期') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectVisibleSoon(await canvas.findByText('短信验证码错误或已过期'));
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13800138000');
  },
};

/** 注册 adds 密码 and 确认密码, checked before anything is sent. */
export const Register: Story = {
  parameters: { route: '/login?t=register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '注册' }));
    await userEvent.type(canvas.getByLabelText('密码', { exact: true }), 'art2026!');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'art2027!');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expectVisibleSoon(await canvas.findByText('两次输入的密码不一致'));
  },
};

/** 忘记密码 checks its fields, then resets and closes with a toast. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '忘记密码' }));
    const dialogElement = await body(canvasElement).findByRole('dialog', { name: '忘记密码' });
    await expectVisibleSoon(dialogElement);
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await expectVisibleSoon(await dialog.findByText('请输入手机号！'));
    await expect(dialog.getByText('请输入短信验证码！')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.type(dialog.getByLabelText('短信验证码'), '123456');
    await userEvent.type(dialog.getByLabelText('新密码', { exact: true }), 'art2026!');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'art2026!');
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await expectVisibleSoon(await body(canvasElement).findByText('密码重置成功，请登录'));
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(await within(canvasElement).findByRole('heading', { level: 1, name: '登录' }));
  },
};

/**
 * Told 该手机号尚未注册，请先注册, the visitor switches to 注册: 手机号 and 短信验证码 stay, the login's failure goes,
 * and 密码 starts empty.
 */
export const NotRegisteredYetSwitchesToRegister: Story = {
  parameters: { msw: refusing('auth.loginBySms', '该手机号尚未注册，请先注册') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectVisibleSoon(await canvas.findByText('该手机号尚未注册，请先注册'));
    await userEvent.click(canvas.getByRole('tab', { name: '注册' }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '注册' }));
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13800138000');
    await expect(canvas.getByLabelText('短信验证码')).toHaveValue('123456');
    await expect(canvas.getByLabelText('密码', { exact: true })).toHaveValue('');
    await expect(canvas.queryByText('该手机号尚未注册，请先注册')).toBeNull();
  },
};

/**
 * The image challenge cannot be fetched (no network, a server error): its place says 加载失败 点击重试 instead of a
 * skeleton that looks like it is still loading, and a click brings the challenge once the cause is gone.
 */
export const ImageChallengeFails: Story = {
  parameters: { msw: failingOnce('auth.getImageCode') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    await expectVisibleSoon(canvas.getByText('加载失败'));
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.click(retry);
    await expectVisibleSoon(await canvas.findByRole('img', { name: '图形验证码' }));
    await expect(canvas.queryByText('加载失败')).toBeNull();
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13800138000');
  },
};

const network = switchableNetwork('auth.getImageCode');

/**
 * The challenge could not load while offline: it loads by itself when the connection is back. A later reconnect keeps
 * the challenge shown, so the code typed for it stays valid.
 */
export const ImageChallengeBackOnline: Story = {
  parameters: { msw: network.handlers },
  beforeEach: network.goDown,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    network.goUp();
    window.dispatchEvent(new Event('online'));
    await expectVisibleSoon(await canvas.findByRole('img', { name: '图形验证码' }));
    await expect(network.count('auth.getImageCode')).toBe(2);

    await userEvent.type(canvas.getByLabelText('图形验证码'), '7K3P');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(network.count('auth.getImageCode')).toBe(2);
    await expect(canvas.getByLabelText('图形验证码')).toHaveValue('7K3P');
  },
};

/**
 * Another customer's session in this tab ended (10001) leaving a 参赛 draft with their uploaded file: whoever logs in
 * next does not get it. (The same customer logging in again keeps theirs: auth/draftOwner.test.ts.)
 */
export const AnotherCustomersDraftsGo: Story = {
  play: async ({ canvasElement }) => {
    const storage = canvasElement.ownerDocument.defaultView?.sessionStorage ?? sessionStorage;
    const draft = 'art-portal-draft:entry:2';
    storage.setItem('art-portal-draft-owner', '13900139000');
    storage.setItem(
      draft,
      '{"title":"别人的作品","description":"","files":[{"name":"a.png","url":"/storage/a.png"}]}',
    );
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectVisibleSoon(await canvas.findByRole('button', { name: /林晓岚/ }));
    await expect(storage.getItem(draft)).toBeNull();
  },
};

/** A code typed while no challenge could be fetched is not sent (the server would only say 参数 codeId 不能为空). */
export const SendWithoutChallenge: Story = {
  parameters: { msw: failing('auth.getImageCode') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('图形验证码'), '7K3P');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectVisibleSoon(await canvas.findByText('图形验证码未加载，请点击图片重试'));
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(body(canvasElement).queryByText('短信验证码发送成功！')).toBeNull();
  },
};

/**
 * Past the hourly cap the server refuses the challenge with its reason: it shows by 图形验证码 (not only 加载失败) and
 * stays there while the challenge cannot be had.
 */
export const ImageChallengeCapped: Story = {
  parameters: { msw: refusing('auth.getImageCode', '图形验证码获取次数过多，请1小时后再试') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    const field = canvas.getByLabelText('图形验证码');
    await expectVisibleSoon(await canvas.findByText('图形验证码获取次数过多，请1小时后再试'));
    await expect(field).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.click(retry);
    await expectVisibleSoon(await canvas.findByText('图形验证码获取次数过多，请1小时后再试'));
  },
};

/** A send the server refuses says the server's reason by 短信验证码, beside the button, until the next send. */
export const SendRefused: Story = {
  parameters: { msw: refusing('auth.sendSmsCode', '验证码发送过于频繁，请1分钟后再试') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('img', { name: '图形验证码' }));
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('图形验证码'), '7K3P');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '验证码发送过于频繁，请1分钟后再试',
      ),
    );
    await expect(canvas.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('图形验证码')).toHaveValue('');
  },
};

/**
 * The refused send's reason shows by 短信验证码 only, not in a toast too. A first challenge that fails puts 服务错误 in
 * a toast, so the toasts are on the page when the refusal comes and a second copy of it would be seen.
 */
export const SendRefusedShownOnce: Story = {
  parameters: {
    msw: [
      ...failingOnce('auth.getImageCode'),
      ...refusing('auth.sendSmsCode', '验证码发送过于频繁，请1分钟后再试'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await body(canvasElement).findByText('服务错误，请稍后重试'));
    await userEvent.click(await canvas.findByRole('button', { name: '图形验证码加载失败，点击重试' }));
    await expectVisibleSoon(await canvas.findByRole('img', { name: '图形验证码' }));
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('图形验证码'), '7K3P');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '验证码发送过于频繁，请1分钟后再试',
      ),
    );
    await expect(body(canvasElement).queryAllByText('验证码发送过于频繁，请1分钟后再试')).toHaveLength(1);
  },
};

/**
 * A refused submit focuses the first refused field, marks it invalid and ties the message to it; the contract's phone
 * rule is checked before anything is sent.
 */
export const FocusesFirstInvalidField: Story = {
  parameters: { route: '/login?t=register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '注册' }));
    await userEvent.type(canvas.getByLabelText('手机号'), '12345');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    const phoneField = canvas.getByLabelText('手机号');
    await expect(phoneField).toHaveAccessibleDescription('手机号格式不正确');
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField).toHaveFocus();
    await expect(canvas.getByLabelText('密码', { exact: true })).toHaveAccessibleDescription('请输入密码！');
  },
};
