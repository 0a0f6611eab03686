import {
  STAFF_MESSAGES,
  type LanguageChoice,
  type PortalProfile,
} from 'shared/contracts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';

// The signed-in store owner's or staff member's own profile: name, phone, password.

export async function loadPortalProfile(
  db: Db,
  userId: number,
): Promise<PortalProfile> {
  const rows = await db.query<PortalProfile>(
    'SELECT id, email, first_name, last_name, phone, version FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Saves name and phone when the version is the one the form started from (else 409 with `current`). */
export async function savePortalProfile(
  db: Db,
  userId: number,
  input: {
    version: number;
    firstName: string;
    lastName: string;
    phone: string | null;
  },
): Promise<PortalProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      'SELECT version FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!row) throw notFound();
    if (row.version !== input.version)
      throw new ApiError(
        409,
        'CONFLICT',
        STAFF_MESSAGES.profileStale,
        {},
        { current: await loadPortalProfile(tx, userId) },
      );
    await tx.query(
      `UPDATE users SET first_name = $2, last_name = $3, phone = $4, version = version + 1
       WHERE id = $1`,
      [userId, input.firstName, input.lastName, input.phone],
    );
    return loadPortalProfile(tx, userId);
  });
}

/**
 * Changes the password when the current one is right (else 400 on current_password). Every other
 * login of the user ends; the one that asked stays.
 */
export async function changePassword(
  db: Db,
  userId: number,
  familyId: string,
  current: string,
  next: string,
): Promise<void> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!row || !(await verifyPassword(current, row.password_hash)))
    throw validationError({ current_password: STAFF_MESSAGES.currentPassword });
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      userId,
      hash,
    ]);
    await tx.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL`,
      [userId, familyId],
    );
  });
}

/** Remembers the language a portal user chose in the header (read back through the session). */
export async function savePortalLanguage(
  db: Db,
  userId: number,
  language: LanguageChoice['language'],
): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [
    userId,
    language,
  ]);
}
