import { describe, expect, it } from 'vitest';
import { customerFileUrls, customerUploadDir, storageHost } from './customerUploads';

describe('customer uploads', () => {
  it('are judged against the host generateSign signs for: a configured bucket, else this server', () => {
    expect(storageHost({ publicUrl: 'http://127.0.0.1:4173', storageHost: null })).toBe(
      'http://127.0.0.1:4173/storage',
    );
    expect(
      storageHost({
        publicUrl: 'http://127.0.0.1:4173',
        storageHost: 'https://art.oss-cn-beijing.aliyuncs.com',
      }),
    ).toBe('https://art.oss-cn-beijing.aliyuncs.com');
  });

  it("accept a file in the customer's own directory on the bucket's host", () => {
    const host = 'https://art.oss-cn-beijing.aliyuncs.com';
    const url = `${host}/${customerUploadDir('20261124', 7)}a.png`;
    expect(customerFileUrls([url], { host, customerId: 7 })).toEqual([url]);
    expect(() => customerFileUrls([url], { host: 'http://127.0.0.1:4173/storage', customerId: 7 })).toThrow(
      '只能提交您本人上传的文件',
    );
  });
});
