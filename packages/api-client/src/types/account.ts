import type { Id } from './common';

/** Review state of the verification info: 0 pending review, 1 passed, 2 failed, `null` never submitted. */
export type AuthStatus = 0 | 1 | 2 | null;

/** The logged-in customer, from `customer.getInfo()`. */
export interface UserInfo {
  /** Real name as submitted for verification. */
  name: string;
  /** Phone number. */
  phone: string;
  /** E-mail address, `null` when none is bound. */
  email: string | null;
  /** Id of the chosen project, `null` when none. */
  authProject: Id | null;
  /** Organisation, `null` when none. */
  authOrg: string | null;
  /** Student number, `null` when none. */
  studentCode: string | null;
  /** Review state of the verification info. */
  authStatus: AuthStatus;
}

/** A project a customer can be verified for. */
export interface Project {
  /** Project id. */
  id: Id;
  /** Display name. */
  projectName: string;
}

/** An image-code challenge. */
export interface ImgCode {
  /** Id of the challenge, sent back with the answer. */
  codeId: string;
  /** A `data:` URL or a picture URL of the challenge image. */
  url: string;
}

/** An access token, returned by login and registration. */
export interface Token {
  /** The bearer token. */
  access_token: string;
  /** Lifetime in seconds. */
  expires_in: number;
}

/** Request of `auth.sendSmsCode()`: sends a 6-digit SMS code, valid 5 minutes. */
export interface SendSmsCodeRequest {
  /** Phone number to send the code to. */
  phone: string;
  /** The answer to the image code. */
  code: string;
  /** The image code's `codeId`. */
  codeId: string;
}

/** Request of `auth.sendEmailCode()`: sends a 6-digit e-mail code. */
export interface SendEmailCodeRequest {
  /** Address to send the code to. */
  email: string;
  /** The answer to the image code. */
  code: string;
  /** The image code's `codeId`. */
  codeId: string;
}

/** Request of `auth.loginBySms()`. */
export interface LoginBySmsRequest {
  /** Phone number. */
  phone: string;
  /** The SMS code. */
  code: string;
}

/** Request of `customer.register()`. */
export interface RegisterRequest {
  /** Phone number. */
  phone: string;
  /** The SMS code. */
  code: string;
  /** The new password. */
  password: string;
}

/** Request of `customer.resetPassword()`. */
export interface ResetPasswordRequest {
  /** Phone number. */
  phone: string;
  /** The SMS code. */
  code: string;
  /** The new password. */
  password: string;
}

/** Request of `customer.changePassword()`. */
export interface ChangePasswordRequest {
  /** The current password. */
  oldPassword: string;
  /** The new password. */
  newPassword: string;
}

/** Request of `customer.updatePhone()`. */
export interface UpdatePhoneRequest {
  /** The new phone number. */
  phone: string;
  /** The SMS code sent to the new phone. */
  code: string;
}

/** Request of `customer.updateEmail()`. */
export interface UpdateEmailRequest {
  /** The new address. */
  email: string;
  /** The code sent to the new address. */
  code: string;
  /** The code sent to the old address; only when an e-mail already exists. */
  oldCode?: string | undefined;
}

/** Request of `customer.updateInfo()`: submits the verification info (sets `authStatus` to 0). */
export interface UpdateInfoRequest {
  /** Real name. */
  name: string;
  /** Id of the chosen project. */
  authProject: Id;
  /** Organisation. */
  authOrg: string;
  /** Student number. */
  studentCode: string;
}
