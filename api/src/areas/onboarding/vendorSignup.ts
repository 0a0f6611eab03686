import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import {
  checkVendorSignup,
  SIGNUP_MESSAGES,
  vendorEmailTaken,
} from '../vendors';

// A new vendor's sign-up. The form never tells a stranger whether an email has an
// account: every valid sign-up answers the same "check your inbox", and the mail decides. A free
// email gets a link (a long random single-use token, of which only the sha256 is kept, valid 24
// hours) that creates the vendor and its owner when opened; an email that already has a vendor
// account gets a mail saying so, with the ways to log in or reset the password.

export const SIGNUP_TTL_SECONDS = 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const signupLinkInvalid = () =>
  new ApiError(400, 'SIGNUP_LINK_INVALID', SIGNUP_MESSAGES.linkInvalid);

/** Keeps the sign-up until its link is opened; answers the link's token. */
export async function storeVendorSignup(
  db: Db,
  input: ReturnType<typeof checkVendorSignup>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO vendor_signups (token_hash, email, vendor_name, first_name, last_name,
       password_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(token),
      input.email,
      input.vendorName,
      input.firstName,
      input.lastName,
      await hashPassword(input.password),
      SIGNUP_TTL_SECONDS,
    ],
  );
  return token;
}

/**
 * Opens a sign-up link: the vendor (every registration step still to do) and its owner are
 * created, the link and every other open sign-up of the email are used up. Answers the owner's
 * user id; 400 SIGNUP_LINK_INVALID for a used, expired or unknown link, or an email taken since.
 */
export async function confirmVendorSignup(
  db: Db,
  token: string,
): Promise<number> {
  if (!TOKEN_PATTERN.test(token)) throw signupLinkInvalid();
  const userId = await db.transaction(async (tx) => {
    const [signup] = await tx.query<{
      id: number;
      email: string;
      vendor_name: string;
      first_name: string;
      last_name: string;
      password_hash: string;
    }>(
      `SELECT id, email, vendor_name, first_name, last_name, password_hash FROM vendor_signups
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
      [hashToken(token)],
    );
    if (!signup || (await vendorEmailTaken(tx, signup.email))) return null;
    await tx.query(
      'UPDATE vendor_signups SET used_at = now() WHERE lower(email) = lower($1) AND used_at IS NULL',
      [signup.email],
    );
    const [vendor] = await tx.query<{ id: number }>(
      'INSERT INTO vendors (name) VALUES ($1) RETURNING id',
      [signup.vendor_name],
    );
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, vendor_id)
       VALUES ('vendor', $1, $2, $3, $4, 7, $5) RETURNING id`,
      [
        signup.email,
        signup.password_hash,
        signup.first_name,
        signup.last_name,
        vendor!.id,
      ],
    );
    await tx.query('UPDATE vendors SET owner_user_id = $2 WHERE id = $1', [
      vendor!.id,
      user!.id,
    ]);
    return user!.id;
  });
  if (userId === null) throw signupLinkInvalid();
  return userId;
}
