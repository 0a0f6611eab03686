import type { Db } from '../../db/types';

/** A vendor's name, for mails and PDFs; null when no vendor has the id. */
export async function vendorName(
  db: Db,
  vendorId: number | null,
): Promise<string | null> {
  const [vendor] = await db.query<{ name: string }>(
    'SELECT name FROM vendors WHERE id = $1',
    [vendorId],
  );
  return vendor?.name ?? null;
}
