import { expect, test } from '../portalTest';
import { publicPost, registerCustomer } from './support/portalApi';
import { openLoggedIn, toast } from './support/portalUi';
import { png } from './support/png';

test('on a course: comment (shown at once), 签到 once, and homework with a file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request);
  const courses = await publicPost<{ rows: { id: number | string; title: string }[] }>(
    request,
    '/api/portal/pass/course/selectByPageList',
    { pageNum: 1, pageSize: 1 },
  );
  const course = courses.rows[0];
  if (!course) throw new Error('the seed has no course');
  await openLoggedIn(page, customer.token, `/education/course/detail?id=${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  const comment = `旅程评论 ${Date.now()}：色彩层次很有启发。`;
  const commentBox = page.getByRole('textbox', { name: '发表评论' });
  await page.getByRole('button', { name: '发表', exact: true }).click();
  await expect(page.getByText('请输入评论内容')).toBeVisible();
  await commentBox.fill(comment);
  await page.getByRole('button', { name: '发表', exact: true }).click();
  await expect(page.getByRole('region', { name: /学员评论/ }).getByText(comment)).toBeVisible();
  await expect(commentBox).toHaveValue('');

  const checkIn = page.getByRole('button', { name: '签到', exact: true });
  await checkIn.click();
  await expect(toast(page, '签到成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已签到' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: '已签到' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '签到', exact: true })).toHaveCount(0);

  const homework = page.getByRole('form', { name: '提交作业' });
  await expect(homework.getByText(/单个文件不超过 20MB/)).toBeVisible();
  await homework.getByRole('textbox', { name: '作业内容' }).fill('临摹练习与色彩分析。');
  await homework
    .getByLabel('上传作业文件')
    .setInputFiles({ name: '作业.png', mimeType: 'image/png', buffer: png(640, 480) });
  const file = homework.getByRole('listitem', { name: '作业.png' });
  await expect(file.getByText('已上传', { exact: true })).toBeVisible();
  await expect(file.getByRole('progressbar', { name: '作业.png 上传进度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await homework.getByRole('button', { name: '提交作业' }).click();
  await expect(toast(page, '作业提交成功')).toBeVisible();
  await expect(page.getByText('作业已提交，再次提交将覆盖上一次的作业。')).toBeVisible();
});
