import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { portalCall } from './support/portalCall';
import { openAsCustomer, registerCustomer } from './support/portalCustomer';
import { logIn } from './support/staff';

test('审核员 sends 站内消息 to a customer and to 全体用户; the customer’s 我的消息 shows both; 工作台 counts what waits, live', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A portal page, two screens with axe and a 5 s refresh on a machine shared with other builds.
  test.setTimeout(180_000);
  const tag = String(Date.now() % 1_000_000);
  const personal = `您的作品已入选 ${tag}`;
  const everyone = `系统维护通知 ${tag}`;
  const customer = await registerCustomer(request);

  await logIn(page, 'reviewer');
  await page.getByRole('menuitem', { name: '工作台' }).click();
  const waiting = page.getByRole('list', { name: '待处理' });
  const homeworkCount = waiting.getByText(/^待批阅的作业：\d+$/);
  await expect(waiting.getByText(/^待处理的评论：\d+$/)).toBeVisible();
  const before = Number((await homeworkCount.innerText()).split('：')[1]);

  await page.getByRole('menuitem', { name: '站内消息' }).click();
  await expect(page).toHaveTitle('站内消息 - 管理后台');
  const form = page.getByRole('form', { name: '发送消息' });
  // An unknown 手机号: the server's reason is shown and nothing typed is lost.
  await form.getByLabel('手机号').fill('19900000000');
  await form.getByLabel('标题').fill(personal);
  await form.getByLabel('内容').fill('请登录查看评审意见。');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByText('没有手机号为 19900000000 的用户')).toBeVisible();
  await expect(form.getByLabel('标题')).toHaveValue(personal);
  await expectNoAxeViolations(page, testInfo, 'messages');
  await form.getByLabel('手机号').fill(customer.phone);
  await form.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('row').filter({ hasText: personal })).toContainText(customer.phone);
  await expect(form.getByLabel('标题')).toHaveValue('');

  await form.getByRole('radio', { name: '全体用户' }).check();
  await form.getByLabel('之后注册的用户也能收到').check();
  await form.getByLabel('标题').fill(everyone);
  await form.getByLabel('内容').fill('今晚 22:00 至 23:00 系统维护。');
  await form.getByRole('button', { name: '发送' }).click();
  const confirm = page.getByRole('dialog', { name: '发送给全体用户' });
  await confirm.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('row').filter({ hasText: everyone })).toContainText('全体用户（含之后注册）');

  const customerContext = await browser.newContext({ locale: 'zh-CN' });
  const portalPage = await customerContext.newPage();
  await openAsCustomer(portalPage, customer.token, '/message');
  const items = portalPage.getByRole('list').filter({ hasText: everyone }).getByRole('listitem');
  // The first wait spans the portal's load, hydration and the list's call on a machine running other suites.
  await expect(items.nth(0)).toContainText(everyone, { timeout: 30_000 });
  await expect(items.nth(1)).toContainText(personal);
  await expect(items.nth(0).getByText('未读')).toBeVisible();

  // 工作台 reads its counts again every 5 s: a homework handed in now shows without reloading.
  await page.getByRole('menuitem', { name: '工作台' }).click();
  await expect(page.getByRole('list', { name: '最近的操作' })).toContainText('发送站内消息');
  const courses = await portalCall<{ rows: { id: number | string }[] }>(
    request,
    'POST',
    '/portal/pass/course/selectByPageList',
    { data: { pageNum: 1, pageSize: 1 } },
  );
  const course = courses.rows[0];
  if (!course) throw new Error('the seed has no course');
  await portalCall(request, 'POST', '/portal/course/submitHomework', {
    token: customer.token,
    data: { courseId: course.id, content: `作业 ${tag}`, fileUrls: [] },
  });
  await expect(homeworkCount).toHaveText(`待批阅的作业：${before + 1}`, { timeout: 10_000 });
  await customerContext.close();
});
