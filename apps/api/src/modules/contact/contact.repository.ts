import { contactMessages, type DbOrTx } from '@portal/db';

export async function insertContactMessage(
  db: DbOrTx,
  message: { name: string; email: string; message: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}
