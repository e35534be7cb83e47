import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type {
  ChangePasswordRequest,
  Project,
  RegisterRequest,
  ResetPasswordRequest,
  Token,
  UpdateEmailRequest,
  UpdateInfoRequest,
  UpdatePhoneRequest,
  UserInfo,
} from '../types/account';

/** `api.customer`: the customer's account. */
export interface CustomerResource {
  /** POST /portal/customer/register: creates an account and logs it in. */
  register(request: RegisterRequest, options?: CallOptions): Promise<Token>;
  /**
   * POST /portal/customer/resetPassword: sets a new password with an SMS code. The account is then
   * logged out everywhere: tokens issued before stop working.
   */
  resetPassword(request: ResetPasswordRequest, options?: CallOptions): Promise<null>;
  /**
   * POST /portal/customer/changePassword (login). Then the customer is logged out: the token stops working,
   * so forget it and log in again (the portal says "修改成功，请重新登录").
   */
  changePassword(request: ChangePasswordRequest, options?: CallOptions): Promise<null>;
  /**
   * POST /portal/customer/updatePhone (login). Then the customer is logged out: the token stops working,
   * so forget it and log in again with the new phone.
   */
  updatePhone(request: UpdatePhoneRequest, options?: CallOptions): Promise<null>;
  /**
   * POST /portal/customer/updateEmail (login); `oldCode` only when an e-mail already exists. Then the customer
   * is logged out: the token stops working, so forget it and log in again.
   */
  updateEmail(request: UpdateEmailRequest, options?: CallOptions): Promise<null>;
  /** POST /portal/customer/selectInfo (login): the logged-in customer. */
  getInfo(options?: CallOptions): Promise<UserInfo>;
  /** POST /portal/customer/updateInfo (login): submits verification info for review. */
  updateInfo(request: UpdateInfoRequest, options?: CallOptions): Promise<null>;
  /** POST /portal/customer/logout (login): the token stops working. */
  logout(options?: CallOptions): Promise<null>;
  /** POST /portal/project/selectList: projects to be verified for. */
  listProjects(options?: CallOptions): Promise<Project[]>;
}

/** Builds `api.customer` over a connection (see `createApiConnection`). */
export function createCustomerResource(connection: ApiConnection): CustomerResource {
  const t = transportOf(connection);
  return {
    register: ({ phone, code, password }, options) =>
      t.call({ method: 'POST', path: '/portal/customer/register', body: { phone, code, password } }, options),
    resetPassword: ({ phone, code, password }, options) =>
      t.call(
        { method: 'POST', path: '/portal/customer/resetPassword', body: { phone, code, password } },
        options,
      ),
    changePassword: ({ oldPassword, newPassword }, options) =>
      t.call(
        { method: 'POST', path: '/portal/customer/changePassword', body: { oldPassword, newPassword } },
        options,
      ),
    updatePhone: ({ phone, code }, options) =>
      t.call({ method: 'POST', path: '/portal/customer/updatePhone', body: { phone, code } }, options),
    updateEmail: ({ email, code, oldCode }, options) =>
      t.call(
        { method: 'POST', path: '/portal/customer/updateEmail', body: { email, code, oldCode } },
        options,
      ),
    getInfo: (options) => t.call({ method: 'POST', path: '/portal/customer/selectInfo' }, options),
    updateInfo: ({ name, authProject, authOrg, studentCode }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/customer/updateInfo',
          body: { name, authProject, authOrg, studentCode },
        },
        options,
      ),
    logout: (options) => t.call({ method: 'POST', path: '/portal/customer/logout' }, options),
    listProjects: (options) => t.call({ method: 'POST', path: '/portal/project/selectList' }, options),
  };
}
