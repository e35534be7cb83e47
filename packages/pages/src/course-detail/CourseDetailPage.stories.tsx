import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectBusy, expectEmpty, expectRetryRecovers, expectShown, expectVisibleSoon, phone } from '../../.storybook/plays';
import { course, courseComments } from '../../.storybook/fixtures/courses';
import { answering, emptyPage, failingOnce, loading, tokenRevoked } from '../../.storybook/mocks/storyStates';
import { CourseDetailPage } from './CourseDetailPage';

const meta = {
  title: 'Pages/课程详情',
  component: CourseDetailPage,
  parameters: { route: '/education/course/detail?id=701' },
} satisfies Meta<typeof CourseDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: comments and homework offer 登录. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '讲得很清楚，图层混合模式那一节终于弄明白了！');
    await expect(canvas.getByRole('button', { name: '登录后评论' })).toBeVisible();
    await expectShown(canvas, '登录后即可提交作业。');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '学员评论（3）'),
};

/** Logged in: 签到, the homework form and 发表评论, with its validation. */
export const LoggedIn: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comments = within(await canvas.findByRole('form', { name: '发表评论' }));
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await comments.findByText('请输入评论内容'));
    await userEvent.type(comments.getByRole('textbox', { name: '发表评论' }), '第三节的混合模式示例很有帮助。');
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('评论成功'));
    await userEvent.click(canvas.getByRole('button', { name: '签到' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('签到成功'));
  },
};

/** The server stops accepting the token as the comment is sent: the catalogue's message, then 登录 on the portal's router. */
export const SessionExpired: Story = {
  parameters: { loggedIn: true, msw: tokenRevoked('submitComment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comments = within(await canvas.findByRole('form', { name: '发表评论' }));
    await userEvent.type(comments.getByRole('textbox', { name: '发表评论' }), '第三节的混合模式示例很有帮助。');
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('未登录，请重新登录'));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '登录' }));
  },
};

export const CheckedInWithHomework: Story = {
  parameters: { loggedIn: true, msw: answering('course', { ...course, checkedIn: true, homeworkSubmitted: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '已签到' })).toBeDisabled();
    await expectShown(canvas, '作业已提交，再次提交将覆盖上一次的作业。');
  },
};

export const NoComments: Story = {
  parameters: { msw: emptyPage('courseComments') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const Loading: Story = {
  parameters: { msw: loading('course') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '课程加载中'),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('course') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '课程介绍'),
};

const pastedLink = 'https://www.bilibili.com/video/BV1xx411c7mD?spm_id_from=333.1007.tianma.1-1-1.click&vd_source=0123456789abcdef';

/** A comment with a pasted link wraps on a phone: the page does not scroll sideways. */
export const CommentWithALinkOnPhone: Story = {
  globals: phone,
  parameters: {
    msw: answering('courseComments', { rows: [{ ...courseComments[0], content: `参考这个视频：${pastedLink}` }], total: 1 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, `参考这个视频：${pastedLink}`);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
