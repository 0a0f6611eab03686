import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/types';

// Where an uploaded image's bytes live: in the database (migration 0054), so every api replica
// serves what any one of them stored, on the embedded database as on PostgreSQL. The bytes are
// kept once per content (SHA-256) and never change; each upload's random name points at them.
// Images stored as files by earlier versions (the uploads folder) are still read from there.

/** Keeps `body` (once per content) and points the upload `name` at it, inside `tx`. */
export async function storeUploadBytes(
  tx: Db,
  name: string,
  body: Buffer,
  contentType: string,
): Promise<void> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  await tx.query(
    `INSERT INTO upload_blobs (sha256, content_type, size, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (sha256) DO NOTHING`,
    [sha256, contentType, body.length, body],
  );
  await tx.query('UPDATE uploads SET sha256 = $2 WHERE name = $1', [
    name,
    sha256,
  ]);
}

/** The bytes of the upload `name`, or null when there is none. */
export async function readUploadBytes(
  db: Db,
  name: string,
  legacyDir: string,
): Promise<Buffer | null> {
  const [row] = await db.query<{ body: Uint8Array | null }>(
    `SELECT b.body FROM uploads u LEFT JOIN upload_blobs b ON b.sha256 = u.sha256
     WHERE u.name = $1`,
    [name],
  );
  if (!row) return null;
  if (row.body) return Buffer.from(row.body);
  try {
    return await readFile(join(legacyDir, name));
  } catch {
    return null;
  }
}
