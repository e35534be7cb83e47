import { createAdminClient, type StaffMember } from '@art-portal/api-client/admin';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the tests' admin origin lives: msw answers it at the network edge, the real client calls it. */
const adminOrigin = 'http://admin.test';

/** The back office's envelope around `data`, or a refusal with `code` and `msg`. */
export const envelope = (data: JsonBodyType, code = 200, msg = '操作成功') => ({ code, msg, data });

/** The requests the handlers saw, newest last. */
interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A mock admin API (msw) for one test file: `answer` sets what a path answers, `seen` what was asked. */
export function mockAdminServer() {
  const seen: SeenRequest[] = [];
  const answers = new Map<string, () => Response>();
  const server = setupServer(
    http.all(`${adminOrigin}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      seen.push({
        method: request.method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const answer = answers.get(path);
      return answer ? answer() : HttpResponse.json({ code: 404, msg: '请求的资源不存在' }, { status: 404 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    answers.clear();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return {
    seen,
    client: () => createAdminClient({ baseUrl: `${adminOrigin}/api` }),
    answer(path: string, body: JsonBodyType, status = 200) {
      answers.set(path, () => HttpResponse.json(body, { status }));
    },
  };
}

/** A staff member as `session.current` answers. */
export const staffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: '2',
  loginName: 'editor',
  displayName: '编辑小王',
  role: 'editor',
  totpEnabled: false,
  mustChangePassword: false,
  totpRequired: false,
  ...overrides,
});
