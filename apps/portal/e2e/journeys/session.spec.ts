import { expect, test } from '../portalTest';
import { publicPost, registerCustomer, revokeToken } from './support/portalApi';
import { ImageChallenges, logInThroughPage, openLoggedIn, toast } from './support/portalUi';

// The revoked token is handled by the same code at any width; the login dialog's phone layout is account.spec's.
test(
  'a token revoked mid-session: 未登录，请重新登录, login, and back to the comment as typed',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.setTimeout(150_000);
    const customer = await registerCustomer(request);
    const challenges = new ImageChallenges(page);
    const courses = await publicPost<{ rows: { id: number | string }[] }>(
      request,
      '/api/portal/pass/course/selectByPageList',
      { pageNum: 1, pageSize: 2 },
    );
    const course = courses.rows[1] ?? courses.rows[0];
    if (!course) throw new Error('the seed has no course');
    await openLoggedIn(page, customer.token, `/education/course/detail?id=${course.id}`);

    const comment = `掉线前写下的评论 ${Date.now()}`;
    await page.getByRole('textbox', { name: '发表评论' }).fill(comment);
    await revokeToken(request, customer.token);
    await page.getByRole('button', { name: '发表', exact: true }).click();

    await expect(toast(page, '未登录，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?t=login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('art-portal-token'))).toBeNull();

    await logInThroughPage(page, request, challenges, customer.phone);
    await expect(page).toHaveURL(`/education/course/detail?id=${course.id}`);
    await expect(page.getByRole('textbox', { name: '发表评论' })).toHaveValue(comment);
    await page.getByRole('button', { name: '发表', exact: true }).click();
    await expect(page.getByRole('region', { name: /学员评论/ }).getByText(comment)).toBeVisible();
  },
);

test('/message while logged out goes to /login?t=login', async ({ page }) => {
  await page.goto('/message');
  await expect(page).toHaveURL('/login?t=login');
  await expect(page).toHaveTitle(/^登录 - /);
  await expect(page.getByRole('tab', { name: '登录', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: '注册' }).click();
  await expect(page).toHaveURL('/login?t=register');
  await expect(page.getByLabel('确认密码')).toBeVisible();
});
