import { describe, expect, it } from 'vitest';
import { keyInside, localAccessId, signPolicy, signUpload, verifyPolicy } from './uploadPolicy';

describe('upload policies', () => {
  const local = { secret: 's3cret', accessId: localAccessId };
  const sign = signUpload({
    ...local,
    host: 'http://h/storage',
    dir: 'uploads/1/',
    maxBytes: 100,
    now: 1_800_000_000_000,
  });

  it('signs base64(HMAC-SHA1) over the base64 policy and reads back its terms', () => {
    expect(JSON.parse(Buffer.from(sign.policy, 'base64').toString())).toEqual({
      expiration: new Date(sign.expire * 1000).toISOString(),
      conditions: [
        ['starts-with', '$key', 'uploads/1/'],
        ['content-length-range', 0, 100],
      ],
    });
    const terms = verifyPolicy(
      local,
      { policy: sign.policy, signature: sign.signature, accessId: sign.accessId },
      1_800_000_000_000,
    );
    expect(terms).toEqual({ dir: 'uploads/1/', maxBytes: 100, expiresAt: sign.expire * 1000 });
  });

  it('refuses another secret, a tampered policy and an expired one', () => {
    const fields = { policy: sign.policy, signature: sign.signature, accessId: sign.accessId };
    expect(verifyPolicy({ ...local, secret: 'other' }, fields, 1_800_000_000_000)).toBe('上传签名无效');
    expect(verifyPolicy(local, { ...fields, policy: `${sign.policy}x` }, 1_800_000_000_000)).toBe(
      '上传签名无效',
    );
    expect(verifyPolicy(local, fields, (sign.expire + 1) * 1000)).toBe('上传凭证已过期');
    expect(verifyPolicy(local, { ...fields, accessId: 'x' }, 1_800_000_000_000)).toBe('上传凭证不完整');
  });

  /*
   * Alibaba Cloud OSS, PostObject (https://help.aliyun.com/document_detail/31988.html), "Appendix: Signature":
   * the signature is computed as for a header signature, with the base64 policy as the string to sign. The header
   * example of "Add signatures to headers" (https://help.aliyun.com/document_detail/31951.html) publishes its
   * AccessKeySecret and result; the PostObject example publishes its policy but not the secret it was signed with.
   */
  const ossSecret = 'OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV';

  it("computes OSS's published header-signature example", () => {
    const stringToSign =
      'PUT\nODBGOERFMDMzQTczRUY3NUE3NzA5QzdFNUYzMDQxNEM=\ntext/html\nThu, 17 Nov 2005 18:49:58 GMT\n' +
      'x-oss-magic:abracadabra\nx-oss-meta-author:foo@bar.com\n/oss-example/nelson';
    expect(signPolicy(ossSecret, stringToSign)).toBe('26NBxoKdsyly4EDv6inkoDft/yA=');
  });

  it("signs and reads the policy of OSS's PostObject example", () => {
    const policy =
      'eyJleHBpcmF0aW9uIjoiMjAxMy0xMi0wMVQxMjowMDowMFoiLCJjb25kaXRpb25zIjpbWyJjb250ZW50LWxlbmd0aC1yYW5nZSIsIDAsIDEwNDg1NzYwXSx7ImJ1Y2tldCI6ImFoYWhhIn0sIHsiQSI6ICJhIn0seyJrZXkiOiAiQUJDIn1dfQ==';
    expect(Buffer.from(policy, 'base64').toString('utf8')).toBe(
      '{"expiration":"2013-12-01T12:00:00Z","conditions":[["content-length-range", 0, 10485760],{"bucket":"ahaha"}, {"A": "a"},{"key": "ABC"}]}',
    );
    const signature = signPolicy(ossSecret, policy);
    expect(signature).toBe('BgRcDqgNsBCQtbrBAphnACiP3yw=');
    const accessId = '44CF9590006BF252F707';
    const host = { secret: ossSecret, accessId };
    expect(verifyPolicy(host, { policy, signature, accessId }, Date.parse('2013-12-02T00:00:00Z'))).toBe(
      '上传凭证已过期',
    );
    expect(
      verifyPolicy(
        host,
        { policy, signature: 'kZoYNv66bsmc10+dcGKw5x2PRrk=', accessId },
        Date.parse('2013-11-30T00:00:00Z'),
      ),
    ).toBe('上传签名无效');
  });

  it('keeps keys inside their directory', () => {
    expect(keyInside('uploads/1/a.png', 'uploads/1/')).toBe(true);
    for (const key of [
      'uploads/2/a.png',
      'uploads/1/',
      'uploads/1/../2/a.png',
      'uploads/1//a',
      'uploads/1/a\u0000.png',
      'uploads/1/a?.png',
      '/uploads/1/a',
    ]) {
      expect(keyInside(key, 'uploads/1/'), key).toBe(false);
    }
  });
});
