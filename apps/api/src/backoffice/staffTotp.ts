import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the account. */
const issuer = '数字艺术门户 管理后台';

function totp(loginName: string, secret: string): TOTP {
  return new TOTP({
    issuer,
    label: loginName,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32), as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI and its QR code (a PNG data URL) for an authenticator app. */
export async function totpEnrolment(
  loginName: string,
  secret: string,
): Promise<{ secret: string; uri: string; qrDataUrl: string }> {
  const uri = totp(loginName, secret).toString();
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The time step of `code` when it is right now (the step before and after are accepted, for clocks a little
 * apart), else null. The caller refuses a step not later than the last one used, so a code works once.
 */
export function totpStep(loginName: string, secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(loginName, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/** The current code of a secret (the demo admin's, printed by `staff demo-code`; tests). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp('', secret).generate({ timestamp: now });
}
