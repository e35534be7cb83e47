import type { Transport } from '../internal/createTransport';
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
  register(request: RegisterRequest): Promise<Token>;
  /**
   * POST /portal/customer/resetPassword: sets a new password with an SMS code. The account is then
   * logged out everywhere: tokens issued before stop working (seed-spec §4).
   */
  resetPassword(request: ResetPasswordRequest): Promise<null>;
  /**
   * POST /portal/customer/changePassword (login). Then the customer is logged out: the token stops working,
   * so forget it and log in again (seed-spec §4: "修改成功，请重新登录").
   */
  changePassword(request: ChangePasswordRequest): Promise<null>;
  /**
   * POST /portal/customer/updatePhone (login). Then the customer is logged out: the token stops working,
   * so forget it and log in again with the new phone (seed-spec §4).
   */
  updatePhone(request: UpdatePhoneRequest): Promise<null>;
  /**
   * POST /portal/customer/updateEmail (login); `oldCode` only when an e-mail already exists. Then the customer
   * is logged out: the token stops working, so forget it and log in again (seed-spec §4).
   */
  updateEmail(request: UpdateEmailRequest): Promise<null>;
  /** POST /portal/customer/selectInfo (login): the logged-in customer. */
  getInfo(): Promise<UserInfo>;
  /** POST /portal/customer/updateInfo (login): submits verification info for review. */
  updateInfo(request: UpdateInfoRequest): Promise<null>;
  /** POST /portal/customer/logout (login): the token stops working. */
  logout(): Promise<null>;
  /** POST /portal/project/selectList: projects to be verified for. */
  listProjects(): Promise<Project[]>;
}

/** Builds `api.customer` over a transport. */
export function createCustomerResource(t: Transport): CustomerResource {
  return {
    register: ({ phone, code, password }) =>
      t.call({ method: 'POST', path: '/portal/customer/register', body: { phone, code, password } }),
    resetPassword: ({ phone, code, password }) =>
      t.call({ method: 'POST', path: '/portal/customer/resetPassword', body: { phone, code, password } }),
    changePassword: ({ oldPassword, newPassword }) =>
      t.call({ method: 'POST', path: '/portal/customer/changePassword', body: { oldPassword, newPassword } }),
    updatePhone: ({ phone, code }) => t.call({ method: 'POST', path: '/portal/customer/updatePhone', body: { phone, code } }),
    updateEmail: ({ email, code, oldCode }) =>
      t.call({ method: 'POST', path: '/portal/customer/updateEmail', body: { email, code, oldCode } }),
    getInfo: () => t.call({ method: 'POST', path: '/portal/customer/selectInfo' }),
    updateInfo: ({ name, authProject, authOrg, studentCode }) =>
      t.call({ method: 'POST', path: '/portal/customer/updateInfo', body: { name, authProject, authOrg, studentCode } }),
    logout: () => t.call({ method: 'POST', path: '/portal/customer/logout' }),
    listProjects: () => t.call({ method: 'POST', path: '/portal/project/selectList' }),
  };
}
