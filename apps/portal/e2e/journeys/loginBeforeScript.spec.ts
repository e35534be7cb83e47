import { expect, test } from '../portalTest';

// The page as the server sent it, before its script runs (a slow phone, a script still loading or refused).
test.use({ javaScriptEnabled: false });

for (const tab of ['login', 'register'] as const) {
  test(
    `/login?t=${tab} before its script runs: Enter sends nothing, so no code or password lands in the URL`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto(`/login?t=${tab}`);
      await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
      await page.getByRole('textbox', { name: '短信验证码' }).fill('123456');
      if (tab === 'register') {
        await page.getByLabel('密码', { exact: true }).fill('Secret2026x');
        await page.getByLabel('确认密码').fill('Secret2026x');
      }
      await expect(
        page.getByRole('button', { name: tab === 'login' ? '登录' : '注册', exact: true }),
      ).toBeDisabled();
      await page.getByRole('textbox', { name: '短信验证码' }).press('Enter');
      await page.waitForLoadState('load');
      await expect(page).toHaveURL(`/login?t=${tab}`);
    },
  );
}
