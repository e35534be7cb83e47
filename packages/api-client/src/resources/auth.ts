import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type {
  ImgCode,
  LoginBySmsRequest,
  SendEmailCodeRequest,
  SendSmsCodeRequest,
  Token,
} from '../types/account';

/** `api.auth`: image codes, SMS and e-mail codes, SMS login. */
export interface AuthResource {
  /** GET /auth/code/imgCode: a new image-code challenge. */
  getImageCode(options?: CallOptions): Promise<ImgCode>;
  /** GET /auth/code/sendLoginCode: sends a 6-digit SMS code (valid 5 minutes). */
  sendSmsCode(request: SendSmsCodeRequest, options?: CallOptions): Promise<null>;
  /** POST /portal/email/send (login): sends a 6-digit e-mail code. */
  sendEmailCode(request: SendEmailCodeRequest, options?: CallOptions): Promise<null>;
  /** POST /auth/user/phoneSmsLogin: logs in with an SMS code. */
  loginBySms(request: LoginBySmsRequest, options?: CallOptions): Promise<Token>;
}

/** Builds `api.auth` over a connection (see `createApiConnection`). */
export function createAuthResource(connection: ApiConnection): AuthResource {
  const t = transportOf(connection);
  return {
    getImageCode: (options) => t.call({ method: 'GET', path: '/auth/code/imgCode' }, options),
    sendSmsCode: ({ phone, code, codeId }, options) =>
      t.call({ method: 'GET', path: '/auth/code/sendLoginCode', query: { phone, code, codeId } }, options),
    sendEmailCode: ({ email, code, codeId }, options) =>
      t.call({ method: 'POST', path: '/portal/email/send', query: { email, code, codeId } }, options),
    loginBySms: ({ phone, code }, options) =>
      t.call({ method: 'POST', path: '/auth/user/phoneSmsLogin', query: { phone, code } }, options),
  };
}
