import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { logIn, menuEntries } from './support/staff';

/** The portal's origin of this run (the config hands it down). */
const portalURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

type Banner = { id: number; title: string; imageUrl: string };

/** The portal's 横幅, as its home page reads them (no cache: each poll asks the server again). */
async function portalBanners(page: Page): Promise<Banner[]> {
  const response = await page.request.post(`${portalURL}/api/portal/banner/selectList`, {
    headers: { 'cache-control': 'no-cache' },
    data: {},
  });
  return ((await response.json()) as { data: Banner[] }).data;
}

/** What the portal's page at `path` answers. */
async function portalPage(page: Page, path: string): Promise<{ status: number; text: string }> {
  const response = await page.request.get(`${portalURL}${path}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return { status: response.status(), text: await response.text() };
}

/** A small PNG, as an editor's picture would be. */
const pictureFile = {
  name: '冬季特展.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDD6qcKzn2krYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbvCTBzPTIIgB6RdNAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** Uploads `file` to the form's picture field `label` and waits for its preview (the stored file, shown). */
async function uploadPicture(page: Page, label: string, file = pictureFile): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(page.getByRole('img', { name: `${label}预览` })).toBeVisible();
}

// 发布 reaches the portal within 5 s (the read cache's TTL; the content epoch drops it sooner): poll a little longer.
const within = { timeout: 15_000, intervals: [500, 1_000] };

/** Saves the form on screen as a 草稿, then 发布 it from the record's form. Returns the record's id. */
async function saveAndPublish(page: Page, resource: string, kindLabel: string): Promise<string> {
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveTitle(`编辑${kindLabel} - 管理后台`);
  const id = new RegExp(`/${resource}/([^/]+)$`).exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('已发布').first()).toBeVisible();
  return id;
}

test('an editor creates and publishes a 征集 and a 横幅 with uploaded pictures, sees both on the portal, and hangs a 展品 in a 展厅', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = Date.now().toString(36);
  await logIn(page, 'editor');
  expect(await menuEntries(page)).toEqual(
    expect.arrayContaining(['征集', '云展览', '课程', '横幅', '作品类别', '认证项目']),
  );

  // 征集: what its card and page need, and its rules beside the fields before anything is sent.
  const callTitle = `山海数字艺术征集 ${tag}`;
  await page.getByRole('menuitem', { name: '征集' }).click();
  await expect(page).toHaveTitle('征集 - 管理后台');
  await expect(page.getByRole('row').filter({ hasText: '已发布' }).first()).toBeVisible();
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveTitle('新建征集 - 管理后台');
  await page.getByLabel(/^标题/).fill(callTitle);
  await page.getByLabel(/^开始时间/).fill('2030-03-01T09:00');
  await page.getByLabel(/^截止时间/).fill('2030-02-01T09:00');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请上传封面').first()).toBeVisible();
  await expect(page.getByText('截止时间应晚于开始时间').first()).toBeVisible();
  await expect(page.getByLabel(/^标题/)).toHaveValue(callTitle);
  // A page named .png is no picture: the server reads the content and says so beside the field.
  await page.getByLabel('封面', { exact: true }).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('不支持的图片格式，仅支持 JPG、PNG、WebP、GIF 格式')).toBeVisible();
  await uploadPicture(page, '封面');
  await page.getByLabel(/^截止时间/).fill('2030-04-30T18:00');
  await page.getByRole('combobox', { name: /征集状态/ }).click();
  await page.getByRole('option', { name: '征集中' }).click();
  await expectNoAxeViolations(page, testInfo, 'activity-create');
  const callId = await saveAndPublish(page, 'activities', '征集');
  // It starts latest of all, so it leads 作品征集's first page.
  await expect
    .poll(async () => (await portalPage(page, '/activity/index')).text, within)
    .toContain(callTitle);
  await expect
    .poll(async () => (await portalPage(page, `/activity/detail?id=${callId}`)).status, within)
    .toBe(200);

  // 横幅: a picture, where it leads and its place first in the carousel.
  const bannerTitle = `冬季特展 ${tag}`;
  await page.getByRole('menuitem', { name: '横幅' }).click();
  await expect(page).toHaveTitle('横幅 - 管理后台');
  await page.getByRole('link', { name: '新建' }).click();
  // The form first: until it opens, a 标题 typed would go to the list's search box.
  await expect(page).toHaveTitle('新建横幅 - 管理后台');
  await page.getByLabel(/^标题/).fill(bannerTitle);
  await uploadPicture(page, '图片');
  await page.getByLabel(/^链接/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('链接应以 / 或 https:// 开头').first()).toBeVisible();
  await page.getByLabel(/^链接/).fill(`/activity/detail?id=${callId}`);
  await page.getByLabel(/^排序/).fill('0');
  const bannerId = await saveAndPublish(page, 'banners', '横幅');
  await expect
    .poll(async () => (await portalBanners(page)).map((banner) => String(banner.id)), within)
    .toContain(bannerId);
  const picture =
    (await portalBanners(page)).find((banner) => String(banner.id) === bannerId)?.imageUrl ?? '';
  expect(picture).toMatch(/^\/storage\/admin\//);
  // Sorted first, it is the carousel's first slide on the home page, with the uploaded picture.
  await expect.poll(async () => (await portalPage(page, '/')).text, within).toContain(bannerTitle);
  expect((await portalPage(page, '/')).text).toContain(picture);
  const served = await page.request.get(`${portalURL}${picture}`);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);

  // 展品: its 展厅 is picked by name, and the list names it.
  const workTitle = `星河 ${tag}`;
  await page.getByRole('menuitem', { name: '展品' }).click();
  await expect(page).toHaveTitle('展品 - 管理后台');
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveTitle('新建展品 - 管理后台');
  await page.getByLabel(/^标题/).fill(workTitle);
  const hallPicker = page.getByRole('combobox', { name: /^展厅/ });
  await hallPicker.click();
  const firstHall = page.getByRole('option').first();
  const hallName = (await firstHall.textContent()) ?? '';
  expect(hallName).not.toBe('');
  await firstHall.click();
  await expect(hallPicker).toHaveValue(hallName);
  await uploadPicture(page, '图片');
  await expect(page.getByLabel(/^标题/)).toHaveValue(workTitle);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveTitle('编辑展品 - 管理后台');
  await expect(page.getByRole('combobox', { name: /^展厅/ })).toHaveValue(hallName);
  await page.getByRole('menuitem', { name: '展品' }).click();
  await expect(page.getByRole('row').filter({ hasText: workTitle })).toContainText(hallName);
});

test('an editor changes 关于我们’s 导语 and the portal’s 关于我们 shows it', async ({ page }, testInfo) => {
  test.slow();
  const lead = `我们让每个人都能欣赏、参与并创造数字艺术。${Date.now().toString(36)}`;
  await logIn(page, 'editor');
  await page.getByRole('menuitem', { name: '页面' }).click();
  await expect(page).toHaveTitle('页面 - 管理后台');
  // The pages have fixed addresses: there is no 新建.
  await expect(page.getByRole('link', { name: '新建' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: '关于我们' }).first().click();
  await expect(page).toHaveTitle('编辑页面 - 管理后台');
  // The visible textarea (a multiline field also has a hidden one that measures its height).
  const leadBox = page.getByRole('textbox', { name: '导语' });
  // The form fills itself with the record once it is drawn: read the 导语 after that, not the empty box before it.
  await expect(leadBox).not.toHaveValue('');
  const original = await leadBox.inputValue();
  await leadBox.fill('');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请输入导语').first()).toBeVisible();
  await leadBox.fill(lead);
  await expectNoAxeViolations(page, testInfo, 'page-edit');
  await page.getByRole('button', { name: '保存草稿' }).click();
  // Saved: nothing left to save, and the page is still 已发布 (下线 is offered).
  await expect(page.getByRole('button', { name: '保存草稿' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '下线' })).toBeEnabled();
  // A save of the 已发布 page is the public page at once (within the content epoch).
  await expect.poll(async () => (await portalPage(page, '/aboutUs')).text, within).toContain(lead);
  // A second save reaches the portal too: the page it rendered after the first is not served again.
  await leadBox.fill(original);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('button', { name: '保存草稿' })).toBeDisabled();
  await expect
    .poll(async () => (await portalPage(page, '/aboutUs')).text, within)
    .toContain(original.slice(0, 20));
  expect((await portalPage(page, '/aboutUs')).text).not.toContain(lead);
});
