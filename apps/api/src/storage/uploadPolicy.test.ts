import { describe, expect, it } from 'vitest';
import { keyInside, signUpload, verifyPolicy } from './uploadPolicy';

describe('upload policies', () => {
  const sign = signUpload({ secret: 's3cret', host: 'http://h/storage', dir: 'uploads/1/', maxBytes: 100, now: 1_800_000_000_000 });

  it('signs base64(HMAC-SHA1) over the base64 policy and reads back its terms', () => {
    expect(JSON.parse(Buffer.from(sign.policy, 'base64').toString())).toEqual({
      expiration: new Date(sign.expire * 1000).toISOString(),
      conditions: [
        ['starts-with', '$key', 'uploads/1/'],
        ['content-length-range', 0, 100],
      ],
    });
    const terms = verifyPolicy('s3cret', { policy: sign.policy, signature: sign.signature, accessId: sign.accessId }, 1_800_000_000_000);
    expect(terms).toEqual({ dir: 'uploads/1/', maxBytes: 100, expiresAt: sign.expire * 1000 });
  });

  it('refuses another secret, a tampered policy and an expired one', () => {
    const fields = { policy: sign.policy, signature: sign.signature, accessId: sign.accessId };
    expect(verifyPolicy('other', fields, 1_800_000_000_000)).toBe('上传签名无效');
    expect(verifyPolicy('s3cret', { ...fields, policy: `${sign.policy}x` }, 1_800_000_000_000)).toBe('上传签名无效');
    expect(verifyPolicy('s3cret', fields, (sign.expire + 1) * 1000)).toBe('上传凭证已过期');
    expect(verifyPolicy('s3cret', { ...fields, accessId: 'x' }, 1_800_000_000_000)).toBe('上传凭证不完整');
  });

  it('keeps keys inside their directory', () => {
    expect(keyInside('uploads/1/a.png', 'uploads/1/')).toBe(true);
    for (const key of ['uploads/2/a.png', 'uploads/1/', 'uploads/1/../2/a.png', 'uploads/1//a', 'uploads/1/a\u0000.png', 'uploads/1/a?.png', '/uploads/1/a']) {
      expect(keyInside(key, 'uploads/1/'), key).toBe(false);
    }
  });
});
