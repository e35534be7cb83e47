import { passwordProblem, phoneProblem } from '@art-portal/api-client/contract';
import type { CrossCheck, FieldMessages } from '../forms/contractResolver';
import type { PasswordValues } from './PasswordFields';
import type { SmsCodeValues } from './SmsCodeFields';

/** The messages of ui.md for 手机号 and 短信验证码 (the image code is checked by the send, not the submit). */
export const smsCodeMessages: FieldMessages<SmsCodeValues> = {
  phone: { required: '请输入手机号！', rule: phoneProblem },
  code: { required: '请输入短信验证码！' },
};

/** The messages of the new password and its confirmation, both sent as typed. */
export const passwordMessages: FieldMessages<PasswordValues> = {
  password: { required: '请输入密码！', rule: passwordProblem, untrimmed: true },
  confirm: { untrimmed: true },
};

/** 两次输入的密码不一致: the one check the contract cannot say. */
export const confirmMatches: CrossCheck<PasswordValues> = ({ password, confirm }) => ({
  confirm: confirm === password ? undefined : '两次输入的密码不一致',
});
