import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from 'shared/contracts/session';
import type { ResolvedConfig } from '../config';
import type { Db } from '../db/types';
import { tokenNotValid } from '../errors';
import { signJwt, verifyJwt, type AccessClaims } from './jwt';

export interface TokenSubject {
  id: number;
  role_id: number;
  store_id: number | null;
  vendor_id: number | null;
  customer_id: number | null;
}

const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export function signAccessToken(
  subject: TokenSubject,
  familyId: string,
  config: ResolvedConfig,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(subject.id),
    role_id: subject.role_id,
    store_id: subject.store_id,
    vendor_id: subject.vendor_id,
    customer_id: subject.customer_id,
    jti: randomUUID(),
    sid: familyId,
    token_type: 'access',
    iat,
    exp: iat + config.accessTokenTtlSeconds,
  };
  return signJwt(claims, config.jwtSecret);
}

export function verifyAccessToken(
  token: string,
  config: ResolvedConfig,
): AccessClaims | null {
  const claims = verifyJwt<AccessClaims>(token, config.jwtSecret);
  if (
    !claims ||
    claims.token_type !== 'access' ||
    typeof claims.sid !== 'string'
  )
    return null;
  if (!/^\d+$/.test(String(claims.sub))) return null;
  return claims;
}

async function insertRefreshToken(
  db: Db,
  userId: number,
  familyId: string,
  config: ResolvedConfig,
): Promise<string> {
  const refresh = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(refresh), familyId, userId, config.refreshTokenTtlSeconds],
  );
  return refresh;
}

/** Starts a login: a new refresh-token family and its first token pair. */
export async function issueTokens(
  db: Db,
  subject: TokenSubject,
  config: ResolvedConfig,
): Promise<TokenPair> {
  const familyId = randomUUID();
  const refresh = await insertRefreshToken(db, subject.id, familyId, config);
  return { access: signAccessToken(subject, familyId, config), refresh };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

interface RefreshRow {
  id: number;
  family_id: string;
  user_id: number;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
}

/**
 * Rotates a refresh token. A token that was already used (or is revoked) means it leaked: the whole
 * family is revoked and the caller gets 401 token_not_valid.
 */
export async function rotateRefreshToken(
  db: Db,
  refresh: string,
  config: ResolvedConfig,
  loadSubject: (userId: number) => Promise<TokenSubject | null>,
): Promise<TokenPair> {
  const rows = await db.query<RefreshRow>(
    `SELECT id, family_id, user_id, used_at, revoked_at, expires_at <= now() AS expired
     FROM refresh_tokens WHERE token_hash = $1`,
    [hashToken(refresh)],
  );
  const row = rows[0];
  if (!row) throw tokenNotValid('Token is invalid or expired.');
  if (row.used_at || row.revoked_at) {
    await revokeFamily(db, row.family_id);
    throw tokenNotValid('Token is invalid or expired.');
  }
  if (row.expired) throw tokenNotValid('Token is invalid or expired.');
  const subject = await loadSubject(row.user_id);
  if (!subject) {
    await revokeFamily(db, row.family_id);
    throw tokenNotValid('Token is invalid or expired.');
  }
  const rotated = await db.transaction(async (tx) => {
    // Only one caller can mark the token used; a concurrent second use counts as reuse.
    const marked = await tx.query(
      'UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id',
      [row.id],
    );
    if (marked.length === 0) return null;
    const next = await insertRefreshToken(
      tx,
      row.user_id,
      row.family_id,
      config,
    );
    return {
      access: signAccessToken(subject, row.family_id, config),
      refresh: next,
    };
  });
  if (!rotated) {
    await revokeFamily(db, row.family_id);
    throw tokenNotValid('Token is invalid or expired.');
  }
  return rotated;
}

/** Ends the login the refresh token belongs to, if it is the caller's; answers whether it did. */
export async function revokeLoginOf(
  db: Db,
  refresh: string,
  userId: number,
): Promise<boolean> {
  const rows = await db.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2',
    [hashToken(refresh), userId],
  );
  if (!rows[0]) return false;
  await revokeFamily(db, rows[0].family_id);
  return true;
}

/** Ends every login of the user: each refresh token revoked, so their next refresh is refused. */
export async function revokeLoginsOfUser(
  db: Db,
  userId: number,
): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

export async function revokeFamilyById(
  db: Db,
  familyId: string,
): Promise<void> {
  await revokeFamily(db, familyId);
}
