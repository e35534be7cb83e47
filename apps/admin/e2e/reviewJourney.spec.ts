import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { portalCall } from './support/portalCall';
import { portalURL, registerCustomer } from './support/portalCustomer';
import { logIn } from './support/staff';

/** A 96×64 PNG, the picture each entry sends. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwElEQVR4nO3ZwQnDQADEQHd29aVB1ZN/IP6EsH4MXAVCK5/t67xyzncIFzrnVhGAAqhfVsKgAIpB/e9RY2IBFIMysVYXWg0KoBiUiaVBPfO7gkgHUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j46LYgDFoEyshxx/VgMoBmViaVDzHot0AMWgTKx5d1wUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+O8AUvC0jsR9BbkAAAAAElFTkSuQmCC',
  'base64',
);

/** Uploads the picture as the portal does (signed by the API, posted straight to storage); returns its URL. */
async function upload(request: APIRequestContext, token: string): Promise<string> {
  const sign = await portalCall<{
    host: string;
    dir: string;
    policy: string;
    accessId: string;
    signature: string;
  }>(request, 'GET', '/resource/upload/generateSign', { token });
  const key = `${sign.dir}entry-${Date.now()}.png`;
  const stored = await request.post(sign.host, {
    multipart: {
      key,
      policy: sign.policy,
      OSSAccessKeyId: sign.accessId,
      signature: sign.signature,
      success_action_status: '200',
      file: { name: 'entry.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(stored.status()).toBe(200);
  return `${sign.host.replace(/\/+$/, '')}/${key}`;
}

test('审核员 decides 实名认证 (通过, 驳回 with a reason, 该内容已被他人处理) and 投稿审核: the entry is public only after 通过, with every file seen first; the customers read the outcome in 我的消息', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = String(Date.now() % 1_000_000);
  const [passed, refused, raced] = [
    await registerCustomer(request),
    await registerCustomer(request),
    await registerCustomer(request),
  ];
  const [project] = await portalCall<{ id: number | string }[]>(
    request,
    'POST',
    '/portal/project/selectList',
  );
  if (!project) throw new Error('the seed has no 认证项目');
  const names = new Map([
    [passed, `通过者${tag}`],
    [refused, `驳回者${tag}`],
    [raced, `并发者${tag}`],
  ]);
  for (const [customer, name] of names)
    await portalCall(request, 'POST', '/portal/customer/updateInfo', {
      token: customer.token,
      data: { name, authProject: project.id, authOrg: '中央美术学院', studentCode: `S${tag}` },
    });
  const inbox = async (token: string) =>
    (
      await portalCall<{ rows: { title: string; content: string }[] }>(
        request,
        'POST',
        '/portal/customerMessage/myList',
        { token, data: { pageNum: 1, pageSize: 5 } },
      )
    ).rows;

  // 实名认证: the queue shows what each customer entered.
  await logIn(page, 'reviewer');
  await page.getByRole('menuitem', { name: '实名认证' }).click();
  await expect(page).toHaveTitle('实名认证 - 管理后台');
  const rowOf = (phone: string) => page.getByRole('row').filter({ hasText: phone });
  await expect(rowOf(passed.phone)).toContainText(`通过者${tag}`);
  await expect(rowOf(passed.phone)).toContainText(`S${tag}`);
  await expectNoAxeViolations(page, testInfo, 'verifications');
  await rowOf(passed.phone).getByRole('button', { name: '通过' }).click();
  await expect(rowOf(passed.phone)).toHaveCount(0);

  await rowOf(refused.phone).getByRole('button', { name: '驳回' }).click();
  const rejectDialog = page.getByRole('dialog', { name: '驳回实名认证' });
  await rejectDialog.getByRole('button', { name: '驳回' }).click();
  await expect(rejectDialog.getByText('请填写驳回原因')).toBeVisible();
  await rejectDialog.getByLabel('驳回原因').fill('学号与认证机构不符');
  await rejectDialog.getByRole('button', { name: '驳回' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(rowOf(refused.phone)).toHaveCount(0);

  // Another reviewer decides first: the second is refused with the server's words, and keeps what was typed.
  await rowOf(raced.phone).getByRole('button', { name: '驳回' }).click();
  const racedDialog = page.getByRole('dialog', { name: '驳回实名认证' });
  await racedDialog.getByLabel('驳回原因').fill('照片不清晰');
  const racedId = await page.evaluate(
    async ({ phone }) => {
      const answer = (await (
        await fetch('/api/verification-reviews/list?pageNum=1&pageSize=100')
      ).json()) as {
        data: { rows: { id: string; phone: string }[] };
      };
      return answer.data.rows.find((row) => row.phone === phone)?.id ?? '';
    },
    { phone: raced.phone },
  );
  const other = await page.request.post('/api/verification-reviews/approve', {
    headers: { origin: new URL(page.url()).origin },
    data: { id: racedId },
  });
  expect(other.status()).toBe(200);
  await racedDialog.getByRole('button', { name: '驳回' }).click();
  await expect(racedDialog.getByText('该内容已被他人处理')).toBeVisible();
  await expect(racedDialog.getByLabel('驳回原因')).toHaveValue('照片不清晰');
  await racedDialog.getByRole('button', { name: '取消' }).click();

  expect((await inbox(passed.token))[0]).toMatchObject({ title: '认证审核通过' });
  expect((await inbox(refused.token))[0]).toMatchObject({
    title: '认证审核未通过',
    content: expect.stringContaining('学号与认证机构不符'),
  });

  // 投稿审核: two verified customers send an entry each to an open call; neither is public.
  const calls = await portalCall<{ rows: { id: number | string }[] }>(
    request,
    'POST',
    '/portal/pass/activity/selectPageList',
    {
      data: { pageNum: 1, pageSize: 1, status: 1 },
    },
  );
  const call = calls.rows[0];
  if (!call) throw new Error('the seed has no call open for entries');
  const entries = { approve: `通过的作品${tag}`, reject: `驳回的作品${tag}` };
  const files = new Map<string, string>();
  for (const [customer, title] of [
    [passed, entries.approve],
    [raced, entries.reject],
  ] as const) {
    const url = await upload(request, customer.token);
    files.set(title, url);
    await portalCall(request, 'POST', '/portal/activityCustomerInfo/attend', {
      token: customer.token,
      data: { activityId: call.id, title, description: `${title}的创作说明`, fileUrls: [url] },
    });
  }
  const publicTitles = async () =>
    (
      await portalCall<{ rows: { title: string }[] }>(
        request,
        'POST',
        '/portal/pass/activityCustomerInfo/selectPageList',
        {
          data: { pageNum: 1, pageSize: 50, activityId: call.id },
        },
      )
    ).rows.map((row) => row.title);
  expect(await publicTitles()).not.toContain(entries.approve);
  // The customer's file is not public while its entry waits.
  expect((await request.get(files.get(entries.approve) ?? '')).status()).toBe(404);

  await page.getByRole('menuitem', { name: '投稿审核' }).click();
  await expect(page).toHaveTitle('投稿审核 - 管理后台');
  const entryRow = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(entryRow(entries.approve)).toContainText('待审核');
  await expectNoAxeViolations(page, testInfo, 'entries');
  await entryRow(entries.approve).getByRole('button', { name: '审核' }).click();
  const review = page.getByRole('dialog', { name: `审核投稿：${entries.approve}` });
  await expect(review.getByText(`${entries.approve}的创作说明`)).toBeVisible();
  // Every file, from the back office's own origin, loaded before the decision.
  const shown = review.getByRole('img', { name: /^图片 1：/ });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  expect(new URL((await shown.getAttribute('src')) ?? '', page.url()).origin).toBe(
    new URL(page.url()).origin,
  );
  await expectNoAxeViolations(page, testInfo, 'entry-dialog');
  await review.getByRole('button', { name: '通过' }).click();
  await expect(review).toBeHidden();
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已通过' }).click();
  await expect(entryRow(entries.approve)).toContainText('reviewer');

  // Public within seconds: on the call's 参赛作品, its file too, and in the customer's 我的消息.
  await expect.poll(publicTitles, { timeout: 5_000, intervals: [250, 500] }).toContain(entries.approve);
  expect((await request.get(files.get(entries.approve) ?? '')).status()).toBe(200);
  const visitor = await page.context().browser()?.newPage({ locale: 'zh-CN' });
  if (!visitor) throw new Error('no browser');
  await visitor.goto(`${portalURL}/activity/product?id=${call.id}`);
  await expect(visitor.getByText(entries.approve)).toBeVisible();
  await visitor.close();
  expect((await inbox(passed.token))[0]).toMatchObject({
    title: '投稿审核通过',
    content: expect.stringContaining(entries.approve),
  });

  // 驳回 needs a reason; the entry stays off and its customer reads why.
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '待审核' }).click();
  await entryRow(entries.reject).getByRole('button', { name: '审核' }).click();
  const second = page.getByRole('dialog', { name: `审核投稿：${entries.reject}` });
  await expect(second.getByRole('img', { name: /^图片 1：/ })).toBeVisible();
  await second.getByRole('button', { name: '驳回' }).click();
  await second.getByRole('button', { name: '确认驳回' }).click();
  await expect(second.getByText('请填写驳回原因')).toBeVisible();
  await second.getByLabel('驳回原因').fill('作品中含有联系方式');
  await second.getByRole('button', { name: '确认驳回' }).click();
  await expect(second).toBeHidden();
  await expect(entryRow(entries.reject)).toHaveCount(0);
  expect((await inbox(raced.token))[0]).toMatchObject({
    title: '投稿审核未通过',
    content: expect.stringContaining('作品中含有联系方式'),
  });
  expect(await publicTitles()).not.toContain(entries.reject);
  expect((await request.get(files.get(entries.reject) ?? '')).status()).toBe(404);
});
