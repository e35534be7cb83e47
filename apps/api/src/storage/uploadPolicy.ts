import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { settings } from '../db/schema';

/** The access id of the local storage host when `STORAGE_ACCESS_ID` does not name another. */
export const localAccessId = 'art-portal-local';
const policyTtlSeconds = 600;

/** The signed POST policy a client needs to upload one file straight to storage. */
export type UploadSign = {
  accessId: string;
  host: string;
  policy: string;
  signature: string;
  dir: string;
  expire: number;
};

/** The conditions a verified policy allows. */
export type PolicyTerms = { dir: string; maxBytes: number; expiresAt: number };

/**
 * The HMAC secret of upload policies: `STORAGE_SECRET`, else one generated on first use and kept in the
 * database so that every instance signs and verifies alike.
 */
export async function loadStorageSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: 'storage_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'storage_secret'));
  if (!row) throw new Error('storage secret missing');
  return row.value;
}

/** The OSS PostObject (V1) signature of a base64 policy: base64(HMAC-SHA1(AccessKeySecret, policy)). */
export function signPolicy(secret: string, policy: string): string {
  return createHmac('sha1', secret).update(policy).digest('base64');
}

/**
 * Signs an OSS-style POST policy for keys under `dir`, files up to `maxBytes`, valid ten minutes, for the
 * storage `host` that knows `secret` by `accessId` (the local host, or an OSS bucket and its AccessKey).
 */
export function signUpload(options: {
  secret: string;
  accessId: string;
  host: string;
  dir: string;
  maxBytes: number;
  now?: number;
}): UploadSign {
  const expire = Math.floor((options.now ?? Date.now()) / 1000) + policyTtlSeconds;
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(expire * 1000).toISOString(),
      conditions: [
        ['starts-with', '$key', options.dir],
        ['content-length-range', 0, options.maxBytes],
      ],
    }),
  ).toString('base64');
  return {
    accessId: options.accessId,
    host: options.host,
    policy,
    signature: signPolicy(options.secret, policy),
    dir: options.dir,
    expire,
  };
}

/**
 * Checks an uploaded policy's access id and signature against the host's, and reads its terms; returns a
 * refusal message instead when it fails.
 */
export function verifyPolicy(
  host: { secret: string; accessId: string },
  fields: { policy?: string; signature?: string; accessId?: string },
  now = Date.now(),
): PolicyTerms | string {
  const { policy, signature, accessId } = fields;
  if (!policy || !signature || accessId !== host.accessId) return '上传凭证不完整';
  const expected = Buffer.from(signPolicy(host.secret, policy));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return '上传签名无效';
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return '上传凭证无效';
  }
  if (typeof parsed !== 'object' || parsed === null) return '上传凭证无效';
  const { expiration, conditions } = parsed as { expiration?: unknown; conditions?: unknown };
  const expiresAt = typeof expiration === 'string' ? Date.parse(expiration) : NaN;
  if (!Number.isFinite(expiresAt)) return '上传凭证无效';
  if (expiresAt <= now) return '上传凭证已过期';
  let dir: string | null = null;
  let maxBytes: number | null = null;
  for (const condition of Array.isArray(conditions) ? (conditions as unknown[]) : []) {
    if (!Array.isArray(condition)) continue;
    const [op, a, b] = condition as unknown[];
    if (op === 'starts-with' && a === '$key' && typeof b === 'string') dir = b;
    if (op === 'content-length-range' && typeof b === 'number') maxBytes = b;
  }
  if (dir === null || maxBytes === null) return '上传凭证无效';
  return { dir, maxBytes, expiresAt };
}

/** True when `key` is a safe object key inside `dir` (no traversal, no control characters). */
export function keyInside(key: string, dir: string): boolean {
  if (!key.startsWith(dir) || key.length > 300 || key.length <= dir.length) return false;
  if (
    key.startsWith('/') ||
    key.includes('\\') ||
    [...key].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || '?#%'.includes(ch))
  )
    return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
