import type { StoreInvitationAnswer } from 'shared/contracts/storeVendors';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  INVITATION_EMAIL_MESSAGES,
  sameEmail,
} from './storeVendorsInvitations';
import { closeInvitation, pendingByToken } from './storeVendorsInvitationLinks';
import { checkVendorSignup, vendorEmailTaken } from './vendorChecks';

// A new vendor signs up through a store's invitation (/store-invitation/{uid} on the
// vendor host): with the invitation's email only. The link came by mail to that address, so it
// stands for the sign-up's own mailed link: the vendor and its owner are made at once (every
// registration step still to do, as after /vendor-signup/confirm) and the invitation is accepted.
// A link that is not usable answers the invitation's 404; another email, or one that already has
// a vendor account, a 400 on `email`; nothing changes.

/** The invitation of a link that `email` may sign up through (locked inside a transaction). */
async function checkInvitationSignup(db: Db, token: string, email: string) {
  const invitation = await pendingByToken(db, token, true);
  if (!sameEmail(email, invitation.email))
    throw validationError({
      email: INVITATION_EMAIL_MESSAGES.signupEmail.replace(
        '{email}',
        invitation.email,
      ),
    });
  if (await vendorEmailTaken(db, email))
    throw validationError({ email: INVITATION_EMAIL_MESSAGES.accountExists });
  return invitation;
}

/** Makes the vendor and its owner from the invitation's sign-up; answers the owner's user id and the answer. */
export async function signUpThroughInvitation(
  db: Db,
  token: string,
  input: ReturnType<typeof checkVendorSignup>,
): Promise<{ userId: number; answer: StoreInvitationAnswer }> {
  await checkInvitationSignup(db, token, input.email);
  // Hashed outside the transaction (it takes a while); checked again once the link is locked.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await checkInvitationSignup(tx, token, input.email);
    // The mailed sign-up links of the email, if any, are used up: this account replaces them.
    await tx.query(
      'UPDATE vendor_signups SET used_at = now() WHERE lower(email) = lower($1) AND used_at IS NULL',
      [input.email],
    );
    const [vendor] = await tx.query<{ id: number }>(
      'INSERT INTO vendors (name) VALUES ($1) RETURNING id',
      [input.vendorName],
    );
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, vendor_id)
       VALUES ('vendor', $1, $2, $3, $4, 7, $5) RETURNING id`,
      [input.email, passwordHash, input.firstName, input.lastName, vendor!.id],
    );
    await tx.query('UPDATE vendors SET owner_user_id = $2 WHERE id = $1', [
      vendor!.id,
      user!.id,
    ]);
    const answer = await closeInvitation(tx, invitation, vendor!.id, true);
    return { userId: user!.id, answer };
  });
}
