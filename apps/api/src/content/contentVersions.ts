import type { ContentVersion } from '@art-portal/api-client/admin';
import { and, desc, eq } from 'drizzle-orm';
import type { StaffActor } from '../backoffice/StaffActor';
import type { AuditActor } from '../backoffice/withAudit';
import type { Db } from '../db/openDatabase';
import type { PublishState } from '../db/contentSchema';
import { contentVersions } from '../db/schema';

/** Keeps one version of a record: its fields as this change left them, and who made it. */
export async function keepVersion(
  tx: Db,
  entry: {
    kind: string;
    recordId: number;
    version: number;
    state: PublishState;
    fields: Record<string, unknown>;
    actor: AuditActor | StaffActor;
  },
): Promise<void> {
  await tx.insert(contentVersions).values({
    kind: entry.kind,
    recordId: entry.recordId,
    version: entry.version,
    state: entry.state,
    fields: entry.fields,
    staffId: entry.actor.id,
    loginName: entry.actor.loginName,
  });
}

/** The fields whose values differ between two versions (every field of the first). */
function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(after).filter(
    (key) => !before || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** 历史版本 of a record, newest first, each with the fields it changed. */
export async function listVersions(db: Db, kind: string, recordId: number): Promise<ContentVersion[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.recordId, recordId)))
    .orderBy(desc(contentVersions.version))
    .limit(200);
  return rows.map((row, i) => ({
    version: row.version,
    state: row.state,
    loginName: row.loginName,
    at: row.at.toISOString(),
    changed: changedFields(rows[i + 1]?.fields, row.fields),
    fields: row.fields,
  }));
}

/** One version's fields, or undefined. */
export async function findVersion(
  db: Db,
  kind: string,
  recordId: number,
  version: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ fields: contentVersions.fields })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.recordId, recordId),
        eq(contentVersions.version, version),
      ),
    );
  return row?.fields;
}
