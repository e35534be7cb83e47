/** A refusal the customer can understand: answered as the envelope `{ code, msg }`, never as a crash. */
export class BusinessError extends Error {
  readonly code: number | string;
  readonly httpStatus: number;

  constructor(code: number | string, msg: string, httpStatus = 200) {
    super(msg);
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** Envelope codes the server answers with besides 200. */
export const codes = {
  badRequest: 400,
  notFound: 404,
  /** The record was public and has been taken down (已下线): its page answers 410. */
  gone: 410,
  tooMany: 429,
  failed: 500,
  notLoggedIn: 10001,
} as const;

/** The answer to a protected call without a valid token. */
export function notLoggedIn(): BusinessError {
  return new BusinessError(codes.notLoggedIn, '未登录，请重新登录');
}

/** The answer when a requested record does not exist. */
export function notFound(what: string): BusinessError {
  return new BusinessError(codes.notFound, `${what}不存在`);
}

/** The answer when a requested record was taken down (已下线). */
export function gone(what: string): BusinessError {
  return new BusinessError(codes.gone, `${what}已下线`);
}

/** The answer to input that is well-formed but not acceptable. */
export function badRequest(msg: string): BusinessError {
  return new BusinessError(codes.badRequest, msg);
}
