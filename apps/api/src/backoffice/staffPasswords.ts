import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms here. */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a staff password with argon2id (the PHC string keeps its salt and parameters). */
export function hashStaffPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), argon2Options);
}

/** A hash of nothing anyone knows, verified for unknown 登录名 so that they take as long as wrong passwords. */
const decoy = hashStaffPassword(randomBytes(18).toString('base64url'));

/** True when `password` matches `stored` (an argon2id PHC string); false for no account (`null`), in the same time. */
export async function verifyStaffPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await decoy);
  try {
    const matches = await verify(target, password.normalize('NFKC'));
    return stored !== null && matches;
  } catch {
    return false;
  }
}

/** A one-time password: 16 characters of letters and digits (at least one of each), for `staff create` and resets. */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const bytes = randomBytes(32);
    let password = '';
    for (const byte of bytes) {
      if (byte >= 224) continue; // 224 = 56 × 4: keeps every character equally likely
      password += alphabet[byte % alphabet.length];
      if (password.length === 16) break;
    }
    if (password.length === 16 && /[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}
