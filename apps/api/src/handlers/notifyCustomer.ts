import type { Db } from '../db/openDatabase';
import { messages } from '../db/schema';

/** Writes a message to a customer's inbox (`myList`). */
export async function notifyCustomer(
  db: Db,
  customerId: number,
  title: string,
  content: string,
): Promise<void> {
  await db.insert(messages).values({ customerId, title, content });
}

/** The name shown publicly for a customer: the name, else the phone with its middle masked. */
export function publicName(customer: { name: string | null; phone: string }): string {
  return customer.name?.trim() || `${customer.phone.slice(0, 3)}****${customer.phone.slice(-4)}`;
}
