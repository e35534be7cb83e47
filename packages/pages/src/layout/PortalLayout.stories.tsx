import { TEXT_LIMITS } from '@art-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, failingOnce, refusing } from '../../.storybook/mocks/storyStates';
import { expectShown, expectVisibleSoon, phone } from '../../.storybook/plays';
import { AboutUsPage } from '../about-us/AboutUsPage';
import { PortalLayout } from './PortalLayout';
import { portalNav } from './portalNav';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openUserMenu(canvasElement: HTMLElement, item: string): Promise<void> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /林晓岚/ }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: item }));
}

/** The shell around every page (the decorator renders it); the page shown in it is 关于我们. */
const meta = {
  title: 'Pages/门户外壳',
  component: PortalLayout,
  parameters: { route: '/aboutUs' },
  args: { nav: portalNav },
  render: () => <AboutUsPage />,
} satisfies Meta<typeof PortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('link', { name: '登录' }));
    await expect(canvas.getByRole('link', { name: '注册' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '关于我们', current: 'page' })).toBeVisible();
  },
};

/** 去认证 opens 认证信息 with the customer's status and data; its texts take no more than the server does. */
export const VerificationDialog: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '去认证');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '认证信息' }, { timeout: 5000 }),
    );
    await expectVisibleSoon(await dialog.findByText('审核通过'));
    await expect(dialog.getByLabelText('姓名')).toHaveValue('林晓岚');
    await expect(dialog.getByLabelText('姓名')).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS.verificationName),
    );
    await expect(dialog.getByLabelText('认证机构')).toHaveAttribute('maxlength', String(TEXT_LIMITS.authOrg));
    await expect(dialog.getByLabelText('学号')).toHaveAttribute('maxlength', String(TEXT_LIMITS.studentCode));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expectVisibleSoon(await body(canvasElement).findByText('修改成功'));
  },
};

/** 认证信息 whose project list cannot be fetched says 认证项目加载失败 with 重试, which fills 认证项目 once it works. */
export const VerificationProjectsFail: Story = {
  parameters: { loggedIn: true, msw: failingOnce('customer.listProjects') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '去认证');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '认证信息' }, { timeout: 5000 }),
    );
    await expectVisibleSoon(await dialog.findByText('认证项目加载失败'));
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(dialog.queryByText('认证项目加载失败')).toBeNull());
    await userEvent.click(dialog.getByRole('combobox', { name: '认证项目' }));
    await expect((await body(canvasElement).findAllByRole('option')).length).toBeGreaterThan(0);
  },
};

/** 认证信息 refused before sending: 姓名 has focus, is invalid and says why under itself; nothing is sent. */
export const VerificationFocusesFirstInvalid: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '去认证');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '认证信息' }, { timeout: 5000 }),
    );
    const name = dialog.getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('请输入姓名');
    await expect(body(canvasElement).queryByText('修改成功')).toBeNull();
  },
};

/** 认证信息 the server refuses: its reason shows by the form until the next 提交, and what was typed stays. */
export const VerificationRefused: Story = {
  parameters: { loggedIn: true, msw: refusing('customer.updateInfo', '认证项目不存在') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '去认证');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '认证信息' }, { timeout: 5000 }),
    );
    const org = dialog.getByLabelText('认证机构');
    await userEvent.clear(org);
    await userEvent.type(org, '数字艺术研究院');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expectVisibleSoon(await dialog.findByText('认证项目不存在'));
    await userEvent.type(dialog.getByLabelText('学号'), '7');
    await expect(dialog.getByText('认证项目不存在')).toBeVisible();
    await expect(org).toHaveValue('数字艺术研究院');
  },
};

/** 个人中心 whose image challenge cannot be fetched: 加载失败 点击重试 in its place, and a click brings it. */
export const PersonalCenterImageChallengeFails: Story = {
  parameters: { loggedIn: true, msw: failingOnce('auth.getImageCode') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.type(dialog.getByLabelText('新手机号'), '13900139000');
    await userEvent.click(await dialog.findByRole('button', { name: '图形验证码加载失败，点击重试' }));
    await expectVisibleSoon(await dialog.findByRole('img', { name: '图形验证码' }));
    await expect(dialog.getByLabelText('新手机号')).toHaveValue('13900139000');
  },
};

/** 个人中心 past the challenges' hourly cap: the server's reason shows by 图形验证码 in each tab that needs one. */
export const PersonalCenterImageChallengeCapped: Story = {
  parameters: { loggedIn: true, msw: refusing('auth.getImageCode', '图形验证码获取次数过多，请1小时后再试') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    const panel = within(dialog.getByRole('tabpanel'));
    await waitFor(() =>
      expect(panel.getByLabelText('图形验证码')).toHaveAccessibleDescription(
        '图形验证码获取次数过多，请1小时后再试',
      ),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改邮箱' }));
    await expect(
      within(dialog.getByRole('tabpanel')).getByLabelText('图形验证码'),
    ).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
  },
};

/** 个人中心 with no challenge to be had: a typed image code is not sent, the dialog says why. */
export const PersonalCenterSendWithoutChallenge: Story = {
  parameters: { loggedIn: true, msw: failing('auth.getImageCode') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    const panel = within(dialog.getByRole('tabpanel'));
    await panel.findByRole('button', { name: '图形验证码加载失败，点击重试' });
    await userEvent.type(panel.getByLabelText('新手机号'), '13900139000');
    await userEvent.type(panel.getByLabelText('图形验证码'), '7K3P');
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    await expectVisibleSoon(await panel.findByText('图形验证码未加载，请点击图片重试'));
    await expect(body(canvasElement).queryByText('短信验证码发送成功！')).toBeNull();
  },
};

/** 个人中心 → 修改密码: a mismatch is refused; a change logs the customer out to 登录. */
export const PersonalCenterDialog: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改密码' }));
    await userEvent.type(dialog.getByLabelText('原密码'), 'old-pass-2026');
    await userEvent.type(dialog.getByLabelText('新密码'), 'new-pass-2026');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'new-pass-2027');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expectVisibleSoon(await dialog.findByText('两次输入的密码不一致'));
    await userEvent.clear(dialog.getByLabelText('确认新密码'));
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'new-pass-2026');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expectVisibleSoon(await body(canvasElement).findByText('修改成功，请重新登录'));
    await expectVisibleSoon(await within(canvasElement).findByRole('heading', { level: 1, name: '登录' }));
  },
};

/** 修改手机号: the send checks the phone, then the image code, sends and counts down; 确认修改 asks for the code. */
export const PersonalCenterPhoneSends: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    const panel = within(dialog.getByRole('tabpanel'));
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    const phoneField = panel.getByLabelText('新手机号');
    await expect(phoneField).toHaveAccessibleDescription('请输入手机号！');
    await expect(phoneField).toHaveFocus();
    await userEvent.type(phoneField, '13900139000');
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    const imgCode = panel.getByLabelText('图形验证码');
    await expect(imgCode).toHaveAccessibleDescription('请输入图形验证码！');
    await expectVisibleSoon(await panel.findByRole('img', { name: '图形验证码' }));
    await userEvent.type(imgCode, '7K3P');
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    await expectVisibleSoon(await body(canvasElement).findByText('短信验证码发送成功！'));
    await expect(await panel.findByRole('button', { name: /^(60|59)s$/ })).toBeInTheDocument();
    await expect(imgCode).toHaveValue('');
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    const code = panel.getByLabelText('短信验证码');
    await expect(code).toHaveAccessibleDescription('请输入短信验证码！');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/**
 * 修改邮箱: each send checks the image code (and the new address), a send empties the image code its challenge used
 * up, and 确认修改 sends both codes.
 */
export const PersonalCenterEmailSends: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改邮箱' }));
    const panel = within(dialog.getByRole('tabpanel'));
    await expect(panel.getByLabelText('原邮箱')).toHaveValue('xiaolan.lin@example.com');
    const [oldSend, newSend] = panel.getAllByRole('button', { name: '获取验证码' });
    if (!oldSend || !newSend) throw new Error('no send buttons');
    await userEvent.click(oldSend);
    const imgCode = panel.getByLabelText('图形验证码');
    await expect(imgCode).toHaveAccessibleDescription('请输入图形验证码！');
    await expect(imgCode).toHaveFocus();
    await expectVisibleSoon(await panel.findByRole('img', { name: '图形验证码' }));
    await userEvent.type(imgCode, '7K3P');
    await userEvent.click(newSend);
    await expect(panel.getByLabelText('新邮箱')).toHaveAccessibleDescription('请输入新邮箱！');
    await userEvent.click(oldSend);
    await expectVisibleSoon(await body(canvasElement).findByText('邮箱验证码发送成功！'));
    await expect(imgCode).toHaveValue('');
    await userEvent.type(panel.getByLabelText('新邮箱'), 'new@example.com');
    await userEvent.click(newSend);
    await expect(imgCode).toHaveAccessibleDescription('请输入图形验证码！');
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    await expect(panel.getByLabelText('原邮箱验证码')).toHaveAccessibleDescription('请输入原邮箱验证码！');
    await expect(panel.getByLabelText('邮箱验证码')).toHaveAccessibleDescription('请输入邮箱验证码！');
    await waitFor(() => expect(panel.getByLabelText('原邮箱验证码')).toHaveFocus());
  },
};

/**
 * 修改邮箱 with a malformed new address: 邮箱格式不正确 by 新邮箱 (focused, invalid) before anything is sent, on its
 * 获取验证码 and on 确认修改 alike.
 */
export const PersonalCenterEmailMalformed: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改邮箱' }));
    const panel = within(dialog.getByRole('tabpanel'));
    await expectVisibleSoon(await panel.findByRole('img', { name: '图形验证码' }));
    const imgCode = panel.getByLabelText('图形验证码');
    const email = panel.getByLabelText('新邮箱');
    await userEvent.type(imgCode, '7K3P');
    await userEvent.type(email, 'new@example');
    const newSend = panel.getAllByRole('button', { name: '获取验证码' })[1];
    if (!newSend) throw new Error('no send button for 新邮箱');
    await userEvent.click(newSend);
    await expect(email).toHaveAccessibleDescription('邮箱格式不正确');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(imgCode).toHaveValue('7K3P');
    await expect(newSend).toHaveTextContent('获取验证码');
    await userEvent.type(panel.getByLabelText('原邮箱验证码'), '123456');
    await userEvent.type(panel.getByLabelText('邮箱验证码'), '123456');
    await userEvent.click(imgCode);
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('邮箱格式不正确');
    await expect(body(canvasElement).queryByText('邮箱验证码发送成功！')).toBeNull();
    await expect(body(canvasElement).queryByText('修改成功，请重新登录')).toBeNull();
  },
};

/** 修改密码 refused before sending: the first refused field has focus, is invalid and says why under itself. */
export const PersonalCenterPasswordFocusesFirstInvalid: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改密码' }));
    const panel = within(dialog.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText('新密码'), 'short');
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    const oldPassword = panel.getByLabelText('原密码');
    await waitFor(() => expect(oldPassword).toHaveFocus());
    await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(oldPassword).toHaveAccessibleDescription('请输入原密码！');
    await expect(panel.getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

/** 修改密码 the server refuses: its reason shows by the form, and what was typed stays. */
export const PersonalCenterPasswordRefused: Story = {
  parameters: { loggedIn: true, msw: refusing('customer.changePassword', '原密码错误') },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改密码' }));
    const panel = within(dialog.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText('原密码'), 'wrong-pass-1');
    await userEvent.type(panel.getByLabelText('新密码'), 'new-pass-2026');
    await userEvent.type(panel.getByLabelText('确认新密码'), 'new-pass-2026');
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    await expectVisibleSoon(await panel.findByText('原密码错误'));
    await expect(panel.getByLabelText('原密码')).toHaveValue('wrong-pass-1');
  },
};

/** How many times `text` shows in the whole page: the dialog's form and the toasts alike. */
const shownTimes = (canvasElement: HTMLElement, text: string) =>
  body(canvasElement).queryAllByText(text).length;

/**
 * A refusal shows in one place: a server error (or no network, or 未登录) in the client's toast only, the server's
 * reason for a send or a submit by the form only. The server error comes first, so the toasts are on the page when
 * the reasons come and a second copy of one would be seen.
 */
export const PersonalCenterRefusalShownOnce: Story = {
  parameters: {
    loggedIn: true,
    msw: [
      ...failing('customer.changePassword'),
      ...refusing('auth.sendEmailCode', '验证码发送过于频繁，请1分钟后再试'),
      ...refusing('customer.updateEmail', '邮箱验证码错误'),
    ],
  },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '个人中心');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '个人中心' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('tab', { name: '修改密码' }));
    const passwords = within(dialog.getByRole('tabpanel'));
    await userEvent.type(passwords.getByLabelText('原密码'), 'old-pass-2026');
    await userEvent.type(passwords.getByLabelText('新密码'), 'new-pass-2026');
    await userEvent.type(passwords.getByLabelText('确认新密码'), 'new-pass-2026');
    await userEvent.click(passwords.getByRole('button', { name: '确认修改' }));
    await expectVisibleSoon(await body(canvasElement).findByText('服务错误，请稍后重试'));
    await expect(passwords.queryByText('服务错误，请稍后重试')).toBeNull();
    await expect(shownTimes(canvasElement, '服务错误，请稍后重试')).toBe(1);

    await userEvent.click(dialog.getByRole('tab', { name: '修改邮箱' }));
    const panel = within(dialog.getByRole('tabpanel'));
    await expectVisibleSoon(await panel.findByRole('img', { name: '图形验证码' }));
    await userEvent.type(panel.getByLabelText('图形验证码'), '7K3P');
    const [oldSend] = panel.getAllByRole('button', { name: '获取验证码' });
    if (!oldSend) throw new Error('no send button for 原邮箱');
    await userEvent.click(oldSend);
    await expectVisibleSoon(await panel.findByText('验证码发送过于频繁，请1分钟后再试'));
    await expect(shownTimes(canvasElement, '验证码发送过于频繁，请1分钟后再试')).toBe(1);

    await userEvent.type(panel.getByLabelText('原邮箱验证码'), '123456');
    await userEvent.type(panel.getByLabelText('新邮箱'), 'new@example.com');
    await userEvent.type(panel.getByLabelText('邮箱验证码'), '654321');
    await userEvent.click(panel.getByRole('button', { name: '确认修改' }));
    await expectVisibleSoon(await panel.findByText('邮箱验证码错误'));
    await expect(shownTimes(canvasElement, '邮箱验证码错误')).toBe(1);
  },
};

export const Logout: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await openUserMenu(canvasElement, '退出登录');
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('link', { name: '登录' }));
    await expectShown(canvas, '山海之间');
  },
};

export const PhoneLoggedIn: Story = {
  globals: phone,
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '我们的使命'),
};
