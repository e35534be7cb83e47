import type { CourseComment } from '@art-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { course, courseComments, pageOf, userInfo } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectEmpty,
  expectGone,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { ok } from '../../.storybook/mocks/envelope';
import { handle } from '../../.storybook/mocks/portalHandlers';
import { answering, emptyPage, failingOnce, loading, tokenRevoked } from '../../.storybook/mocks/storyStates';
import { CommentForm } from '../participation/CommentForm';
import { CommentFormPlaceholder } from '../participation/CommentFormPlaceholder';
import { HomeworkEditor } from '../participation/HomeworkEditor';
import { HomeworkEditorPlaceholder } from '../participation/HomeworkEditorPlaceholder';
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
    // The lesson's video is a real one: the player loads it instead of showing 视频加载失败.
    const video = canvasElement.querySelector('video');
    await waitFor(() => expect(video?.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('视频加载失败')).toBeNull();
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
    const box = comments.getByRole('textbox', { name: '发表评论' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('请输入评论内容');
    await userEvent.type(box, '第三节的混合模式示例很有帮助。');
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('评论成功'));
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '签到' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('签到成功'));
    const homework = within(canvas.getByRole('form', { name: '提交作业' }));
    await userEvent.click(homework.getByRole('button', { name: '提交作业' }));
    await expectVisibleSoon(await homework.findByText('请填写作业内容或上传作业文件'));
    const content = homework.getByRole('textbox', { name: '作业内容' });
    await expect(content).toHaveFocus();
    await expect(content).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server stops accepting the token as the comment is sent: the catalogue's message, the loading bar closed, then 登录. */
export const SessionExpired: Story = {
  parameters: { loggedIn: true, msw: tokenRevoked('courses.comment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comments = within(await canvas.findByRole('form', { name: '发表评论' }));
    await userEvent.type(
      comments.getByRole('textbox', { name: '发表评论' }),
      '第三节的混合模式示例很有帮助。',
    );
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await within(canvasElement.ownerDocument.body).findByText('未登录，请重新登录'));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '登录' }));
    await expect(canvas.queryByRole('progressbar', { name: '加载中' })).toBeNull();
  },
};

/** 发表 is a blocking action: the loading bar shows at the top of the window until the server has answered. */
export const CommentSending: Story = {
  parameters: {
    loggedIn: true,
    msw: [
      handle('courses.comment', async () => {
        await delay(1500);
        return ok();
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comments = within(await canvas.findByRole('form', { name: '发表评论' }));
    await expect(canvas.queryByRole('progressbar', { name: '加载中' })).toBeNull();
    await userEvent.type(
      comments.getByRole('textbox', { name: '发表评论' }),
      '第三节的混合模式示例很有帮助。',
    );
    await userEvent.click(comments.getByRole('button', { name: '发表' }));
    await expectVisibleSoon(await canvas.findByRole('progressbar', { name: '加载中' }));
    await expectVisibleSoon(
      await within(canvasElement.ownerDocument.body).findByText('评论成功', {}, { timeout: 5000 }),
    );
    await waitFor(() => expect(canvas.queryByRole('progressbar', { name: '加载中' })).toBeNull());
  },
};

export const CheckedInWithHomework: Story = {
  parameters: {
    loggedIn: true,
    msw: answering('courses.get', { ...course, checkedIn: true, homeworkSubmitted: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '已签到' })).toBeDisabled();
    await expectShown(canvas, '作业已提交，再次提交将覆盖上一次的作业。');
  },
};

export const NoComments: Story = {
  parameters: { msw: emptyPage('courses.listComments') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const Loading: Story = {
  parameters: { msw: loading('courses.get') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '课程加载中'),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('courses.get') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '课程介绍'),
};

const pastedLink =
  'https://www.bilibili.com/video/BV1xx411c7mD?spm_id_from=333.1007.tianma.1-1-1.click&vd_source=0123456789abcdef';

/** A comment with a pasted link wraps on a phone: the page does not scroll sideways. */
export const CommentWithALinkOnPhone: Story = {
  globals: phone,
  parameters: {
    msw: answering('courses.listComments', {
      rows: [{ ...courseComments[0]!, content: `参考这个视频：${pastedLink}` }],
      total: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, `参考这个视频：${pastedLink}`);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The reader's own comment waiting for review (it holds a 敏感词) is marked 审核中; a public one is not. */
export const OwnCommentUnderReview: Story = {
  parameters: {
    loggedIn: true,
    msw: answering('courses.listComments', {
      rows: [{ ...courseComments[0]!, id: 9001, content: '我刚写的评论', pending: true }, courseComments[1]!],
      total: 2,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = (await canvas.findByText('我刚写的评论')).closest('li');
    await expect(own && within(own).getByText('审核中')).toBeVisible();
    await expect(canvas.getAllByText('审核中')).toHaveLength(1);
  },
};

const typedMarkup = '<b>加粗</b> 不会变粗\n<img src="//evil.example/a.png"> 也不会变成图片';

/** A comment and a name are what a customer typed: markup in them is text, line breaks kept. */
export const CommentWithMarkup: Story = {
  parameters: {
    msw: answering('courses.listComments', {
      rows: [{ ...courseComments[0]!, customerName: '<i>学员</i>', content: typedMarkup }],
      total: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = await canvas.findByText(/不会变粗/);
    await expect(comment.innerText).toBe(typedMarkup);
    await expect(canvas.getByText('<i>学员</i>')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^学员评论/ }).querySelector('b, i, img')).toBeNull();
  },
};

/** 12 comments, newest first: two pages of 10. */
const twelveComments: CourseComment[] = Array.from({ length: 12 }, (_, index) => ({
  id: 9100 + index,
  courseId: course.id,
  customerName: `学员${index + 1}`,
  content: `第 ${index + 1} 条评论`,
  createTime: `2026-11-${String(20 - index).padStart(2, '0')} 10:00:00`,
}));

const commentsPage = (rows: readonly CourseComment[], url: URL) =>
  ok(
    pageOf(rows, {
      pageNum: Number(url.searchParams.get('pageNum')),
      pageSize: Number(url.searchParams.get('pageSize')),
    }),
  );

/**
 * The reader is on page 2 when 7 comments are removed (page 1 was answered before, page 2 after): the page says so
 * and 转到第 1 页 shows what is left, counted afresh, instead of 暂无数据 with no pager.
 */
export const CommentsShrankUnderTheReader: Story = {
  parameters: {
    msw: [
      handle('courses.listComments', ({ url }) => commentsPage(twelveComments, url), { once: true }),
      handle('courses.listComments', ({ url }) => commentsPage(twelveComments.slice(0, 5), url)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '学员评论（12）');
    await goToPage(canvas, 2);
    await expectShown(canvas, '第 2 页没有内容，共 1 页');
    await userEvent.click(canvas.getByRole('button', { name: '转到第 1 页' }));
    await expectShown(canvas, '学员评论（5）');
    await expectShown(canvas, '第 5 条评论');
    await expectGone(canvas, '第 6 条评论');
    await expect(canvas.queryByRole('navigation', { name: '分页导航' })).toBeNull();
  },
};

/** The comments' server: posting one puts it first (newest first, as apps/api lists them). */
let postedComments: CourseComment[] = [];

/** A reader on page 2 posts a comment: the list goes back to page 1, where the new comment is. */
export const PostedFromPageTwo: Story = {
  parameters: {
    loggedIn: true,
    msw: [
      handle('courses.listComments', ({ url }) => commentsPage([...postedComments, ...twelveComments], url)),
      handle('courses.comment', async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        postedComments = [
          {
            id: 9200 + postedComments.length,
            courseId: course.id,
            customerName: userInfo.name,
            content,
            createTime: '2026-11-21 10:00:00',
          },
          ...postedComments,
        ];
        return ok();
      }),
    ],
  },
  beforeEach: () => {
    postedComments = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '学员评论（12）');
    await goToPage(canvas, 2);
    await expectShown(canvas, '第 11 条评论');
    const form = within(canvas.getByRole('form', { name: '发表评论' }));
    await userEvent.type(form.getByRole('textbox', { name: '发表评论' }), '第七节的分镜练习很有启发。');
    await userEvent.click(form.getByRole('button', { name: '发表' }));
    await expectShown(canvas, '学员评论（13）');
    // The list's first comment: the textarea also holds the text until the form clears.
    const comments = canvas.getByRole('region', { name: /^学员评论/ });
    await waitFor(() =>
      expect(within(comments).getAllByRole('listitem')[0]).toHaveTextContent('第七节的分镜练习很有启发。'),
    );
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * 发表评论 and 课程作业 load after the page: each placeholder is exactly as tall as its form, so nothing below them
 * moves when the form's code arrives.
 */
export const FormPlaceholdersKeepTheirPlace: Story = {
  parameters: { loggedIn: true },
  render: () => (
    <div style={{ width: 720 }}>
      <div data-testid="comment-placeholder">
        <CommentFormPlaceholder />
      </div>
      <div data-testid="comment-form">
        <CommentForm courseId={course.id} />
      </div>
      <div data-testid="homework-placeholder">
        <HomeworkEditorPlaceholder course={course} />
      </div>
      <div data-testid="homework-form">
        <HomeworkEditor course={course} onDone={() => undefined} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expectVisibleSoon(
      await within(canvas.getByTestId('comment-form')).findByRole('button', { name: '发表' }),
    );
    await expect(height('comment-form')).toBeGreaterThan(100);
    await expect(height('comment-placeholder')).toBe(height('comment-form'));
    await expect(height('homework-form')).toBeGreaterThan(100);
    await expect(height('homework-placeholder')).toBe(height('homework-form'));
  },
};
