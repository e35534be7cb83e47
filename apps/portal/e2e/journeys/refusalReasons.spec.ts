import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '../portalTest';
import { freshPhone } from './support/portalApi';
import { codeButton, ImageChallenges, sendCode } from './support/portalUi';
import { freePort } from '../freePort';

/**
 * Issue 38 item 4: each refusal the server gives a reason for shows that reason by the form. The suite's API lifts
 * the per-IP caps, so this spec starts an API of its own (PGlite, the same builds) that allows three image challenges
 * an hour.
 */

const portalDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CAP = 3;

async function startCappedApi(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(portalDir, '..', 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'art-portal-capped-')),
      STATIC_DIR: join(portalDir, 'build', 'client'),
      PORTAL_SERVER: join(portalDir, 'build', 'server', 'index.js'),
      API_DEV_OUTBOX: '1',
      WARM_SEED_IMAGES: '0',
      IMAGE_CODE_HOURLY_CAP_PER_IP: String(CAP),
      PUBLIC_URL: url,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${url}/`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
  return { url, child };
}

const test = base.extend<object, { cappedApi: string }>({
  cappedApi: [
    // Playwright reads a fixture's dependencies from this pattern: it must be an object pattern, here an empty one.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const api = await startCappedApi();
      try {
        await provide(api.url);
      } finally {
        api.child.kill();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ cappedApi }, provide) => provide(cappedApi),
});

// Each reason appears without moving focus, so it is also an alert (issue 45): found through it, on both layouts.
test('a refused send, a locked SMS code and the image-challenge cap each show the server’s reason by the form, announced', async ({
  page,
  request,
}) => {
  const challenges = new ImageChallenges(page);
  const phone = freshPhone();
  await page.goto('/login?t=login');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  // Challenges 1 and 2: a send uses one up and the page fetches the next.
  await sendCode(page, request, challenges, {
    to: phone,
    purpose: 'sms',
    sendButton: codeButton(page),
    success: '短信验证码发送成功！',
    page,
  });

  // A second send to the phone within the minute, from 忘记密码's own button: refused, with the reason by 短信验证码.
  await page.getByRole('button', { name: '忘记密码' }).click();
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await challenges.answer(request));
  const before = challenges.count;
  await codeButton(dialog).click();
  const smsField = dialog.getByRole('textbox', { name: '短信验证码' });
  await expect(smsField).toHaveAccessibleDescription('验证码发送过于频繁，请1分钟后再试');
  await expect(smsField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert').filter({ hasText: '验证码发送过于频繁' })).toHaveCount(1);
  await challenges.next(before); // challenge 3
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Five wrong codes lock the SMS code: the fifth refusal says so in the form.
  await page.getByRole('textbox', { name: '短信验证码' }).fill('000000');
  const refusal = page.getByRole('alert').filter({ hasText: /^短信验证码错误/ });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().includes('/auth/user/phoneSmsLogin'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await answered;
    await expect(refusal).toHaveText(attempt < 5 ? '短信验证码错误' : '短信验证码错误次数过多，请重新获取');
  }

  // Challenge 4 is past the cap: the server's reason shows by 图形验证码 and stays there, where the picture could
  // only have said 加载失败.
  await page.getByRole('button', { name: '图形验证码' }).click();
  const imageField = page.getByRole('textbox', { name: '图形验证码' });
  await expect(imageField).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
  await expect(imageField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '图形验证码获取次数过多' })).toHaveCount(1);
  await imageField.fill('ABCD');
  await expect(imageField).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
});
