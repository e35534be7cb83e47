import type { APIRequestContext } from '@playwright/test';
import { asCustomer, envelope, publicPost, registerCustomer } from '../journeys/support/portalApi';
import { png } from '../journeys/support/png';
import { review } from '../journeys/support/review';

type UploadSign = { accessId: string; host: string; policy: string; signature: string; dir: string };

/** A call open for entries, from the seed. */
export async function openCall(request: APIRequestContext): Promise<number | string> {
  const calls = await publicPost<{ rows: { id: number | string }[] }>(
    request,
    '/api/portal/pass/activity/selectPageList',
    { pageNum: 1, pageSize: 1, status: 1 },
  );
  const id = calls.rows[0]?.id;
  if (id === undefined) throw new Error('the seed has no call open for entries');
  return id;
}

/**
 * A customer who may enter calls (registered, verification passed by the admin command) and has uploaded one
 * picture the way the portal does: signed by the API, posted straight to storage.
 */
export async function entrantWithUpload(
  request: APIRequestContext,
): Promise<{ token: string; picture: string }> {
  const { phone, token } = await registerCustomer(request);
  const [project] = await publicPost<{ id: number | string }[]>(request, '/api/portal/project/selectList');
  await asCustomer(request, token, '/api/portal/customer/updateInfo', {
    name: '探针作者',
    authProject: project?.id,
    authOrg: '安全评审',
    studentCode: 'XSS-1',
  });
  await review(phone, 'pass');
  const sign = await envelope<UploadSign>(
    await request.get('/api/resource/upload/generateSign', { headers: { authorization: `Bearer ${token}` } }),
  );
  const key = `${sign.dir}cover.png`;
  const stored = await request.post(sign.host, {
    multipart: {
      key,
      policy: sign.policy,
      OSSAccessKeyId: sign.accessId,
      signature: sign.signature,
      success_action_status: '200',
      file: { name: 'cover.png', mimeType: 'image/png', buffer: png(800, 600, 40) },
    },
  });
  if (!stored.ok()) throw new Error(`storage refused the upload: ${stored.status()} ${await stored.text()}`);
  return { token, picture: `${sign.host}/${key}` };
}
