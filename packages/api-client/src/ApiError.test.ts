import { describe, expect, test } from 'vitest';
import { ApiError, isApiError, toApiError } from './ApiError';

describe('ApiError', () => {
  test('carries kind, message, status, code and notified', () => {
    const error = new ApiError({ kind: 'business', message: '验证码错误', status: 200, code: 500 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'business',
      message: '验证码错误',
      status: 200,
      code: 500,
      notified: false,
    });
  });

  test('isApiError recognises ApiErrors, also ones from another copy of the package', () => {
    expect(isApiError(new ApiError({ kind: 'network', message: '请检查网络连接' }))).toBe(true);
    const fromAnotherCopy = Object.assign(new Error('x'), {
      [Symbol.for('@art-portal/api-client/ApiError')]: true,
    });
    expect(isApiError(fromAnotherCopy)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });

  test('toApiError keeps an ApiError and wraps anything else as an unnotified server error', () => {
    const original = new ApiError({ kind: 'forbidden', message: '无权操作', notified: true });
    expect(toApiError(original)).toBe(original);
    const cause = new TypeError('boom');
    const wrapped = toApiError(cause);
    expect(wrapped).toMatchObject({ kind: 'server', message: '服务错误，请稍后重试', notified: false });
    expect(wrapped.cause).toBe(cause);
  });
});
