import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { staff, staffSessions } from '../db/schema';

/** A session ends after this long without a call (admin.md § Login). */
const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and this long after the login in any case. */
const SESSION_ABSOLUTE_MS = 12 * 3600 * 1000;
/** `last_seen_at` is written at most this often per session, so that reads do not each write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The session cookie: `__Host-` (Secure, Path=/, no Domain) on https, a plain name on http (a browser refuses `__Host-` without Secure). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-admin_session' : 'admin_session';
}

/** How the session cookie is set: a browser session cookie, sent to the admin origin only. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Opens a session for a staff member; returns the id for the cookie (the table keeps only its hash). */
export async function openStaffSession(
  db: Db,
  staffId: number,
  client: { address: string; userAgent: string },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    idHash: hashId(id),
    staffId,
    expiresAt: sql`now() + ${`${SESSION_ABSOLUTE_MS} milliseconds`}::interval`,
    address: client.address,
    userAgent: client.userAgent.slice(0, 200),
  });
  return id;
}

/** The staff member a session id belongs to, while the session is alive. */
export type SessionStaff = typeof staff.$inferSelect;

/**
 * The live session's staff member, or null when the id is unknown, idle for 30 minutes, older than 12 hours, or
 * its account is disabled. A dead session's row is deleted. Every instance reads the same table.
 */
export async function resolveStaffSession(db: Db, id: string): Promise<SessionStaff | null> {
  if (id.length < 20 || id.length > 100) return null;
  const idHash = hashId(id);
  const [row] = await db
    .select({
      staff,
      alive: sql<boolean>`${staffSessions.lastSeenAt} > now() - ${`${SESSION_IDLE_MS} milliseconds`}::interval and ${staffSessions.expiresAt} > now()`,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - ${`${TOUCH_EVERY_MS} milliseconds`}::interval`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.idHash, idHash));
  if (!row) return null;
  if (!row.alive || row.staff.disabled) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  if (row.stale)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.idHash, idHash));
  return row.staff;
}

/** Ends one session (退出登录). */
export async function closeStaffSession(db: Db, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashId(id)));
}

/** Ends every session of an account (停用, a new role, a reset or changed password), except `keep`'s. */
export async function closeSessionsOf(db: Db, staffId: number, keep?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      keep === undefined
        ? eq(staffSessions.staffId, staffId)
        : and(eq(staffSessions.staffId, staffId), sql`${staffSessions.idHash} <> ${hashId(keep)}`),
    );
}

/** Deletes sessions that ended (run with the other purges). */
export async function purgeStaffSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(
      sql`${staffSessions.lastSeenAt} < now() - ${`${SESSION_IDLE_MS} milliseconds`}::interval or ${staffSessions.expiresAt} < now()`,
    )
    .returning({ idHash: staffSessions.idHash });
  return gone.length;
}
