import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config/loadConfig';

/** One code to deliver. */
type OutgoingCode = { channel: 'sms' | 'email'; to: string; code: string };

/** Delivers verification codes to people (SMS gateway, SMTP, or the development log). */
export type CodeSender = { send: (message: OutgoingCode) => Promise<void> };

type Log = { info: (msg: string) => void };

/** Prints each code to the log instead of sending it. */
function createLogSender(log: Log): CodeSender {
  return {
    send: ({ channel, to, code }) => {
      log.info(`[dev outbox] ${channel} to ${to}: ${code}`);
      return Promise.resolve();
    },
  };
}

/**
 * The senders the configuration asks for: e-mail through SMTP when `SMTP_URL` is set, SMS through an
 * HTTP gateway (`SMS_WEBHOOK_URL`, JSON `{ phone, code }`) when set; anything else goes to the log.
 */
export function createCodeSender(config: ApiConfig, log: Log): CodeSender {
  const fallback = createLogSender(log);
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      if (message.channel === 'email' && mailer) {
        await mailer.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: '数字艺术门户邮箱验证码',
          text: `您的验证码是 ${message.code}，5分钟内有效。如非本人操作，请忽略本邮件。`,
        });
        return;
      }
      if (message.channel === 'sms' && config.smsWebhookUrl) {
        const response = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.smsWebhookToken ? { authorization: `Bearer ${config.smsWebhookToken}` } : {}),
          },
          body: JSON.stringify({ phone: message.to, code: message.code }),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        return;
      }
      await fallback.send(message);
    },
  };
}
