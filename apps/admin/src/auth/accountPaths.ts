/** The account pages outside react-admin's resources: first login's 修改密码 and the 动态验证码 setup. */
export const accountPaths = {
  password: '/account/password',
  totp: '/account/totp',
} as const;
