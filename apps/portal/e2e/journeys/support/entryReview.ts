import { request } from '@playwright/test';

/** The back office of the e2e server (the config picks its port and hands it down). */
const adminURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT ?? ''}`;

type Envelope<T> = { code: number; msg: string; data: T };

/**
 * 投稿审核 as the demo 审核员 does it in the back office: 通过 every entry of the call `activityId` titled `title`
 * that waits. A new entry is public only once 通过 (the back office's own journey covers the screens).
 */
export async function approveEntry(activityId: number | string, title: string): Promise<void> {
  const admin = await request.newContext({ baseURL: adminURL, extraHTTPHeaders: { origin: adminURL } });
  try {
    const login = await admin.post('/api/session/login', {
      data: { loginName: 'reviewer', password: 'Admin2026demo' },
    });
    const logged = (await login.json()) as Envelope<unknown>;
    if (logged.code !== 200) throw new Error(`the reviewer could not log in: ${logged.msg}`);
    const queue = (await (
      await admin.get('/api/entry-reviews/list', {
        params: { pageNum: 1, pageSize: 100, state: 'pending', activityId: String(activityId) },
      })
    ).json()) as Envelope<{ rows: { id: string; title: string }[] }>;
    const waiting = queue.data.rows.filter((row) => row.title === title);
    if (waiting.length === 0) throw new Error(`no entry “${title}” waits in call ${activityId}`);
    for (const { id } of waiting) {
      const decided = (await (
        await admin.post('/api/entry-reviews/approve', { data: { id } })
      ).json()) as Envelope<unknown>;
      if (decided.code !== 200) throw new Error(`通过 of entry ${id} was refused: ${decided.msg}`);
    }
  } finally {
    await admin.dispose();
  }
}
