import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { customers } from '../db/schema';

/** The customer registered with `phone`, if any. */
export async function findCustomerByPhone(db: Db, phone: string) {
  return (await db.select().from(customers).where(eq(customers.phone, phone)).limit(1))[0];
}
