import { checkImageChallenge, consumeCode, createImageChallenge, sendCode } from '../auth/codes';
import { issueToken } from '../auth/tokens';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { badRequest } from '../http/BusinessError';
import { checkEmail } from './checkEmail';
import { checkPhone } from './checkPhone';
import { findCustomerByPhone } from './findCustomerByPhone';

/** Image challenges, SMS and e-mail codes, and logging in by SMS. */
export function authHandlers({ db, config, sender }: Deps): HandlerSet<ResourceCalls<'auth'>> {
  const codeDeps = {
    db,
    sender,
    get hourlyCapPerIp() {
      return config.codeHourlyCapPerIp;
    },
  };

  return {
    'auth.getImageCode': ({ ip }) =>
      createImageChallenge(db, ip, { hourlyCapPerIp: config.imageCodeHourlyCapPerIp }),

    'auth.sendSmsCode': async ({ query, ip }) => {
      const phone = checkPhone(query.phone);
      await checkImageChallenge(db, query.codeId, query.code);
      await sendCode(codeDeps, { channel: 'sms', to: phone, ip });
      return null;
    },

    'auth.sendEmailCode': async ({ query, ip }) => {
      const email = checkEmail(query.email);
      await checkImageChallenge(db, query.codeId, query.code);
      await sendCode(codeDeps, { channel: 'email', to: email, ip });
      return null;
    },

    'auth.loginBySms': async ({ query }) => {
      const phone = checkPhone(query.phone);
      const customer = await findCustomerByPhone(db, phone);
      // Only a right code learns that the phone is not registered, and it stays good for registering with.
      await consumeCode(db, 'sms', phone, query.code, { keep: !customer });
      if (!customer) throw badRequest('该手机号尚未注册，请先注册');
      return issueToken(db, customer.id, config.tokenTtlSeconds);
    },
  };
}
