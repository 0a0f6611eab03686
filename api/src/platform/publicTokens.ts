import { createHash, randomBytes } from 'node:crypto';

// The secrets of bearer links: order, tracking, feedback, charge and estimate tokens and
// payment references. Anyone holding one may use it, so each is long random and is looked up by its
// hash, never compared with a guess character by character.

/**
 * A new bearer-link secret (order, tracking, feedback, charge, estimate token; payment reference):
 * 32 random bytes as base64url, 43 characters.
 */
export const newPublicToken = (): string =>
  randomBytes(32).toString('base64url');

/**
 * The sha256 (hex) a bearer link is looked up by (the `*_hash` columns of migration 0007, the same
 * as its SQL `public_token_hash()`): the database compares hashes, never the secret itself.
 */
export const publicTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** What a bearer link looks like: older links have 32 characters, new ones 43. */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
