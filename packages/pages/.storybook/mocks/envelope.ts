import { HttpResponse } from 'msw';

/** `{ code: 200, msg, data }`: the success envelope. */
export function ok(data: unknown = null) {
  return HttpResponse.json({ code: 200, msg: '操作成功', data });
}

/** What apps/api answers when it fails: HTTP 500 with `code: 500`. */
export function serverError() {
  return HttpResponse.json({ code: 500, msg: '服务错误，请稍后重试' }, { status: 500 });
}

/** A login call made without a valid token (HTTP 200, code 10001). */
export function notLoggedIn() {
  return HttpResponse.json({ code: 10001, msg: '未登录，请重新登录' });
}

/** A business refusal with the server's own message (HTTP 200). */
export function refused(msg: string) {
  return HttpResponse.json({ code: 500, msg });
}
