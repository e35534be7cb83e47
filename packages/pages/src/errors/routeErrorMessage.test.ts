import { ApiError } from '@art-portal/api-client';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../chunk-load/isChunkLoadError';
import { routeErrorMessage } from './routeErrorMessage';

describe('routeErrorMessage', () => {
  it("shows an ApiError's own message", () => {
    expect(routeErrorMessage(new ApiError({ kind: 'business', message: '活动不存在' }))).toBe('活动不存在');
  });

  it('says 请检查网络连接 when a page chunk did not download', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/NewsPage-x.js',
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect(routeErrorMessage(error)).toBe('请检查网络连接');
  });

  it('says 服务错误，请稍后重试 for a render crash on unexpected data', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    expect(isChunkLoadError(error)).toBe(false);
    expect(routeErrorMessage(error)).toBe('服务错误，请稍后重试');
    expect(routeErrorMessage('thrown string')).toBe('服务错误，请稍后重试');
  });
});
