import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { noteSent, outboxCode, resendGap } from './portalApi';

/** Follows the image challenges the page shows (each `/auth/code/imgCode` answer), to read their answers from the outbox. */
export class ImageChallenges {
  private latest: string | null = null;
  private seen = 0;

  constructor(page: Page) {
    page.on('response', (response) => {
      if (!response.url().includes('/api/auth/code/imgCode')) return;
      void response
        .json()
        .then((body: { data?: { codeId?: string } }) => {
          if (body.data?.codeId) {
            this.latest = body.data.codeId;
            this.seen += 1;
          }
        })
        .catch(() => undefined);
    });
  }

  /** How many challenges the page has fetched so far. */
  get count(): number {
    return this.seen;
  }

  /** Waits until the page fetched a challenge after the `after`-th one. */
  async next(after: number): Promise<void> {
    await expect.poll(() => this.seen, { message: 'a new image challenge' }).toBeGreaterThan(after);
  }

  /** The answer of the challenge shown now. */
  async answer(request: APIRequestContext): Promise<string> {
    await expect.poll(() => this.latest, { message: 'an image challenge' }).not.toBeNull();
    return outboxCode(request, 'captcha', this.latest ?? '');
  }
}

/**
 * The toast with this text: `role="status"` for success, `role="alert"` for errors and warnings. Found by
 * CSS, not by role: an open dialog hides everything outside it from the accessibility tree.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  const role = typeof text === 'string' && /成功/.test(text) ? 'status' : 'alert';
  return page.locator(`[role="${role}"]`).filter({ hasText: text }).first();
}

/** The `index`-th send-code button in `scope`, whatever it shows: 获取验证码, the countdown or 重新发送. */
export function codeButton(scope: Page | Locator, index = 0): Locator {
  return scope.getByRole('button', { name: /^(获取验证码|重新发送|\d+s)$/ }).nth(index);
}

/** Fills 图形验证码 with the current answer and presses the send button next to `codeField`; returns the code sent to `to`. */
export async function sendCode(
  scope: Page | Locator,
  request: APIRequestContext,
  challenges: ImageChallenges,
  options: { to: string; purpose: 'sms' | 'email'; sendButton: Locator; success: string; page: Page },
): Promise<string> {
  await resendGap(options.to);
  const before = challenges.count;
  await scope.getByRole('textbox', { name: '图形验证码' }).fill(await challenges.answer(request));
  await options.sendButton.click();
  await expect(toast(options.page, options.success)).toBeVisible();
  noteSent(options.to);
  await expect(options.sendButton).toHaveText(/^\d+s$/);
  await challenges.next(before);
  return outboxCode(request, options.purpose, options.to);
}

/** Logs in on the login page already shown: phone, image code, SMS code, 登录. */
export async function logInThroughPage(
  page: Page,
  request: APIRequestContext,
  challenges: ImageChallenges,
  phone: string,
): Promise<void> {
  await expect(page.getByRole('tab', { name: '登录', selected: true })).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  const code = await sendCode(page, request, challenges, {
    to: phone,
    purpose: 'sms',
    sendButton: codeButton(page),
    success: '短信验证码发送成功！',
    page,
  });
  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Starts the portal with a token already kept in the tab (as after a login), once: a later logout sticks. */
export async function openLoggedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/home');
  await page.evaluate((value) => window.sessionStorage.setItem('art-portal-token', value), token);
  await page.goto(path);
  await page.reload();
}

/** Opens the user menu (labelled name → phone → e-mail) and picks an item. */
export async function chooseFromUserMenu(
  page: Page,
  label: string,
  item: '去认证' | '个人中心' | '我的消息' | '退出登录',
): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
