import type { Transport } from '../internal/createTransport';
import type { ImgCode, LoginBySmsRequest, SendEmailCodeRequest, SendSmsCodeRequest, Token } from '../types/account';

/** `api.auth`: image codes, SMS and e-mail codes, SMS login. */
export interface AuthResource {
  /** GET /auth/code/imgCode: a new image-code challenge. */
  getImageCode(): Promise<ImgCode>;
  /** GET /auth/code/sendLoginCode: sends a 6-digit SMS code (valid 5 minutes). */
  sendSmsCode(request: SendSmsCodeRequest): Promise<null>;
  /** POST /portal/email/send (login): sends a 6-digit e-mail code. */
  sendEmailCode(request: SendEmailCodeRequest): Promise<null>;
  /** POST /auth/user/phoneSmsLogin: logs in with an SMS code. */
  loginBySms(request: LoginBySmsRequest): Promise<Token>;
}

/** Builds `api.auth` over a transport. */
export function createAuthResource(t: Transport): AuthResource {
  return {
    getImageCode: () => t.call({ method: 'GET', path: '/auth/code/imgCode' }),
    sendSmsCode: ({ phone, code, codeId }) =>
      t.call({ method: 'GET', path: '/auth/code/sendLoginCode', query: { phone, code, codeId } }),
    sendEmailCode: ({ email, code, codeId }) =>
      t.call({ method: 'POST', path: '/portal/email/send', query: { email, code, codeId } }),
    loginBySms: ({ phone, code }) => t.call({ method: 'POST', path: '/auth/user/phoneSmsLogin', query: { phone, code } }),
  };
}
