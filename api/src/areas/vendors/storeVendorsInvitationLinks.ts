import {
  STORE_VENDOR_MESSAGES,
  type StoreInvitationAnswer,
  type StoreInvitationInfo,
} from 'shared/contracts/storeVendors';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { iso } from '../../platform/wire';
import {
  hashToken,
  INVITATION_EMAIL_MESSAGES,
  PENDING,
  sameEmail,
  TOKEN_PATTERN,
} from './storeVendorsInvitations';

// A store's invitation link on the vendor portal: what it shows, and the vendor owner's answer.
// Every way a link is not usable answers the same 404.

const invalid = () => notFound(STORE_VENDOR_MESSAGES.invitationInvalid);

export interface PendingRow {
  id: number;
  store_id: number;
  store_name: string;
  email: string;
  expires_at: Date | string;
}

/** The pending invitation of a link (locked for an answer); 404 for every link not usable. */
export async function pendingByToken(
  db: Db,
  token: string,
  lock = false,
): Promise<PendingRow> {
  if (!TOKEN_PATTERN.test(token)) throw invalid();
  const [row] = await db.query<PendingRow>(
    `SELECT i.id, i.store_id, s.name AS store_name, i.email, i.expires_at
     FROM store_vendor_invitations i JOIN stores s ON s.id = i.store_id
     WHERE i.token_hash = $1 AND ${PENDING} ${lock ? 'FOR UPDATE OF i' : ''}`,
    [hashToken(token)],
  );
  if (!row) throw invalid();
  return row;
}

/** What the link's page shows; 404 for an unknown, used, declined, withdrawn or expired link. */
export async function lookupStoreInvitation(
  db: Db,
  token: string,
): Promise<StoreInvitationInfo> {
  const row = await pendingByToken(db, token);
  return {
    store_name: row.store_name,
    email: row.email,
    expires_on: iso(row.expires_at),
  };
}

/** Links the vendor to the invitation's store or declines it; either way the link is used up. */
export async function closeInvitation(
  tx: Db,
  row: PendingRow,
  vendorId: number,
  accept: boolean,
): Promise<StoreInvitationAnswer> {
  if (accept) {
    await tx.query(
      `INSERT INTO store_vendors (store_id, vendor_id) VALUES ($1, $2)
       ON CONFLICT (store_id, vendor_id) DO UPDATE
         SET is_active = true, version = store_vendors.version + 1
         WHERE NOT store_vendors.is_active`,
      [row.store_id, vendorId],
    );
  }
  await tx.query(
    `UPDATE store_vendor_invitations SET ${accept ? 'used_at' : 'declined_at'} = now(),
       vendor_id = $2 WHERE id = $1`,
    [row.id, vendorId],
  );
  return {
    message: accept
      ? STORE_VENDOR_MESSAGES.accepted
      : STORE_VENDOR_MESSAGES.declined,
    store_name: row.store_name,
  };
}

/**
 * The vendor owner's answer: accepting links the vendor to the store (an inactive link becomes
 * active again); declining closes the invitation. Either way the link is used up. Accepting or
 * declining by an owner whose email is not the invitation's is refused (403) and changes nothing.
 */
export async function answerStoreInvitation(
  db: Db,
  token: string,
  owner: { vendorId: number; email: string },
  accept: boolean,
): Promise<StoreInvitationAnswer> {
  return db.transaction(async (tx) => {
    const row = await pendingByToken(tx, token, true);
    if (!sameEmail(owner.email, row.email))
      throw forbidden(
        INVITATION_EMAIL_MESSAGES.otherEmail.replaceAll('{email}', row.email),
      );
    return closeInvitation(tx, row, owner.vendorId, accept);
  });
}
