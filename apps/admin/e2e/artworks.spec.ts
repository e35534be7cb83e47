import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axeScan';
import { logIn, menuEntries } from './support/staff';

test('an editor opens 作品 and a work’s form, with only the required fields marked', async ({
  page,
}, testInfo) => {
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
  for (const marked of ['标题', '作者', '作品类别', '作品来源'])
    await expect(page.getByText(`${marked} *`, { exact: true })).toBeVisible();
  await expect(page.getByText('年份 *', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'artwork-edit');
});
