import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { customers, tokens } from '../db/schema';

/** The logged-in customer a token stands for. */
export type CurrentCustomer = typeof customers.$inferSelect;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a random token for a customer; only its SHA-256 is stored. */
export async function issueToken(
  db: Db,
  customerId: number,
  ttlSeconds: number,
): Promise<{ access_token: string; expires_in: number }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(tokens)
    .values({ tokenHash: digest(token), customerId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return { access_token: token, expires_in: ttlSeconds };
}

/** The customer of a live (unexpired, unrevoked) token, or null. */
export async function resolveToken(db: Db, token: string): Promise<CurrentCustomer | null> {
  if (token.length > 200) return null;
  const rows = await db
    .select({ customer: customers })
    .from(tokens)
    .innerJoin(customers, eq(tokens.customerId, customers.id))
    .where(
      and(eq(tokens.tokenHash, digest(token)), gt(tokens.expiresAt, new Date()), isNull(tokens.revokedAt)),
    )
    .limit(1);
  return rows[0]?.customer ?? null;
}

/** Revokes one token. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(eq(tokens.tokenHash, digest(token)));
}

/** Revokes every live token of a customer (after a phone, e-mail or password change). */
export async function revokeAllTokens(db: Db, customerId: number): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.customerId, customerId), isNull(tokens.revokedAt)));
}
