import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { logIn, menuEntries } from './support/staff';

/** The portal's origin of this run (the config hands it down). */
const portalURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** What the portal answers at `path` (no cache: each poll asks the server again). */
async function portal(page: Page, path: string): Promise<{ status: number; text: string }> {
  const response = await page.request.get(`${portalURL}${path}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return { status: response.status(), text: await response.text() };
}

// 发布 and 下线 reach the portal within 5 s (the read cache's TTL, the search index's refresh): poll a little longer.
const within = { timeout: 15_000, intervals: [500, 1_000] };

/** Two small pictures as an editor's would be: one lying (96 × 64), one standing (64 × 96). */
const lying = {
  name: '山.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaUlEQVR42u3QMQ0AAAgDsPlBAe6RhgNujiZV0EwXhygQJEiQIEGCBAlCkCBBggQJEiQIQYIECRIkSJAgBAkSJEiQIEGCBCFIkCBBggQJEoQgQYIECRIkSBCCBAkSJEiQIEGCECRIkKB/FjZMYZZZRsq2AAAAAElFTkSuQmCC',
    'base64',
  ),
};
const standing = {
  name: '水.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABgCAIAAAAip+O/AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZ0lEQVR42u3PQQkAAAgEsEtkTHvZzL8NhMEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErgUpZfn/RDsXvAAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Uploads `file` to the form's picture field `label`; answers the stored file's address its preview shows. */
async function uploadPicture(page: Page, label: string, file: typeof lying): Promise<string> {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  const preview = page.getByRole('img', { name: `${label}预览` });
  await expect(preview).toHaveAttribute('src', /^\/storage\/admin\//);
  return (await preview.getAttribute('src')) ?? '';
}

test('an editor opens 作品 and a work’s form, with only the required fields marked', async ({
  page,
}, testInfo) => {
  // Two axe scans of 300-odd elements: about 3 s each on a quiet machine, over 20 s each beside the portal's suite.
  test.slow();
  await logIn(page, 'editor');
  expect(await menuEntries(page)).toEqual(expect.arrayContaining(['工作台', '作品', '资讯']));
  await page.getByRole('menuitem', { name: '作品', exact: true }).click();
  await expect(page).toHaveTitle('作品 - 管理后台');
  const published = page.getByRole('row').filter({ hasText: '已发布' }).first();
  await expect(published).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'artworks-list');
  await published.click();
  await expect(page).toHaveTitle('编辑作品 - 管理后台');
  await expect(page.getByLabel(/^标题/)).not.toHaveValue('');
  for (const marked of ['标题', '作者', '封面', '作品类别', '作品来源'])
    await expect(page.getByText(`${marked} *`, { exact: true })).toBeVisible();
  for (const optional of ['年份', '作品图片'])
    await expect(page.getByText(`${optional} *`, { exact: true })).toHaveCount(0);
  // Its 作品类别 and 作品来源 by name, not by number.
  await expect(page.getByLabel(/^作品类别/)).not.toHaveValue(/^\d*$/);
  await expect(page.getByLabel(/^作品来源/)).toHaveText(/个人原创|院校推荐|机构合作/);
  await expectNoAxeViolations(page, testInfo, 'artwork-edit');
});

test('an editor creates a 作品 with uploaded pictures, 预览s and publishes it, sees it on the portal and takes it down', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `zp${Date.now().toString(36)}`;
  const title = `上传的山水 ${tag}`;
  await logIn(page, 'editor');
  await page.getByRole('menuitem', { name: '作品', exact: true }).click();
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveTitle('新建作品 - 管理后台');
  await page.getByLabel(/^标题/).fill(title);
  await page.getByLabel(/^作者/).fill('林晓岚');
  await page.getByLabel(/^作品类别/).fill('生成');
  await page.getByRole('option', { name: '生成艺术' }).click();
  await page.getByLabel(/^作品来源/).click();
  await page.getByRole('option', { name: '院校推荐' }).click();

  // A 封面 and two 作品图片, the second moved first; an empty slot added by mistake is removed.
  await uploadPicture(page, '封面', lying);
  await page.getByRole('button', { name: '添加作品图片' }).click();
  await uploadPicture(page, '第 1 张作品图片', lying);
  await page.getByRole('button', { name: '添加作品图片' }).click();
  const second = await uploadPicture(page, '第 2 张作品图片', standing);
  await page.getByRole('button', { name: '添加作品图片' }).click();
  await page.getByRole('button', { name: '移除第 3 张作品图片' }).click();
  await expect(page.getByLabel('第 3 张作品图片', { exact: true })).toHaveCount(0);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByLabel('第 2 张作品图片') })
    .getByLabel('上移')
    .click();
  await expect(page.getByRole('img', { name: '第 1 张作品图片预览' })).toHaveAttribute('src', second);
  await expectNoAxeViolations(page, testInfo, 'artwork-create');

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveTitle('编辑作品 - 管理后台');
  const id = /\/artworks\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByRole('img', { name: '第 1 张作品图片预览' })).toHaveAttribute('src', second);
  expect((await portal(page, `/artWorks/detail?id=${id}`)).status).toBe(404);

  // 预览: the portal's own page of the draft, for this session only.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: '预览' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('status')).toContainText('预览');
  await preview.close();

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('已发布').first()).toBeVisible();
  await expect.poll(async () => (await portal(page, '/artWorks/index')).text, within).toContain(title);
  await expect.poll(async () => (await portal(page, `/artWorks/detail?id=${id}`)).status, within).toBe(200);
  await expect.poll(async () => (await portal(page, `/search?q=${tag}`)).text, within).toContain(title);

  // Its page shows the uploaded picture first, and 作品尺寸 is that picture's own pixels.
  const work = await page.context().newPage();
  await work.goto(`${portalURL}/artWorks/detail?id=${id}`);
  await expect(work.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = work.getByRole('img', { name: title });
  await expect(picture).toHaveAttribute('src', new RegExp(second.replace(/[.?]/g, '\\$&')));
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(work.getByText('64 × 96 像素')).toBeVisible();
  await work.close();

  await page.getByRole('button', { name: '下线' }).click();
  await expect(page.getByText('已下线').first()).toBeVisible();
  await expect.poll(async () => (await portal(page, '/artWorks/index')).text, within).not.toContain(title);
  await expect.poll(async () => (await portal(page, `/search?q=${tag}`)).text, within).not.toContain(title);
  expect((await portal(page, `/artWorks/detail?id=${id}&from=admin-e2e`)).status).toBe(410);
});
