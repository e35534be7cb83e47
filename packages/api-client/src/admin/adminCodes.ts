/**
 * Envelope codes of the back office besides 200 and the portal's (`400` bad input, `404` no such record, `429` too
 * many attempts, HTTP 401 no valid session, HTTP 403 无权执行此操作).
 */
export const adminCodes = {
  /** The password was right and the account has TOTP: send the login again with `totpCode`. */
  totpNeeded: 10021,
  /** The one-time password must be changed first (`session.changePassword`). */
  passwordChangeRequired: 10022,
  /** A 管理员 must turn on TOTP first (`session.totpSetup`, `session.totpEnable`). */
  totpSetupRequired: 10023,
  /** The record was changed by someone else since it was read (此内容已被他人修改，请刷新后再编辑). */
  staleVersion: 409,
} as const;
