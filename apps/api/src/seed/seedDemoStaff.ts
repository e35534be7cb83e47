import { eq, sql } from 'drizzle-orm';
import { hashStaffPassword } from '../backoffice/staffPasswords';
import type { Db } from '../db/openDatabase';
import { settings, staff } from '../db/schema';
import { demoAdminTotpSecret, demoStaff, demoStaffPassword } from './demoStaff';

/**
 * Adds the demo staff to a database holding the demo content and no staff yet (also one seeded before the back
 * office existed). Does nothing otherwise: a database without the demo content never gets them. Returns whether
 * it added them.
 */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  const hashes = await Promise.all(demoStaff.map(() => hashStaffPassword(demoStaffPassword)));
  return db.transaction(async (tx) => {
    // One instance at a time decides (several may start at once against one PostgreSQL).
    await tx.execute(sql`lock table ${staff} in share row exclusive mode`);
    const [demo] = await tx.select().from(settings).where(eq(settings.key, 'seeded_at'));
    const [any] = await tx.select({ id: staff.id }).from(staff).limit(1);
    if (!demo || any) return false;
    await tx.insert(staff).values(
      demoStaff.map((member, i) => ({
        ...member,
        passwordHash: hashes[i] ?? '',
        totpSecret: member.role === 'admin' ? demoAdminTotpSecret : null,
      })),
    );
    return true;
  });
}
