import {
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// scrypt from node:crypto: a slow, memory-hard hash without native dependencies.
// Stored as `scrypt$N$r$p$<salt base64>$<hash base64>` so the cost can rise later: a login whose
// stored hash is cheaper than today's parameters is re-hashed on the spot (needsRehash).
// The parameters are one of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet:
// N=2^17,r=8,p=1 ≈ N=2^14,r=8,p=5): the same work, 16 MiB of memory per hash instead of 128, so
// a burst of logins cannot exhaust the api's memory. About 0.25 s per hash on one core here.
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
export const PRODUCTION_PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({
  N: 16384,
  r: 8,
  p: 5,
});
const KEY_LENGTH = 32;
let cost: Readonly<PasswordCost> = PRODUCTION_PASSWORD_COST;

/**
 * The cost the tests hash with (N=2^10, p=1: about 1/80 of production's work): the api's tests and
 * the browser tests' platform log in hundreds of times. Never used by `npm start` or production.
 */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({
  N: 1024,
  r: 8,
  p: 1,
});

/**
 * Tests only (api/test/helpers.ts, e2e/support/platform-runner.mjs): a cheaper cost for this
 * process, so the hundreds of logins of the tests do not spend 0.1-0.25 s of CPU each. Nothing
 * outside the tests calls it; a hash made with a cheaper cost is re-hashed at the next login
 * (needsRehash) wherever it ends up.
 */
export function setPasswordCostForTests(next: PasswordCost): void {
  cost = Object.freeze({ ...next });
}

/** The cost new hashes are made with. */
export function passwordCost(): Readonly<PasswordCost> {
  return cost;
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 256 * options.N! * options.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p }, KEY_LENGTH);
  return [
    'scrypt',
    N,
    r,
    p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Whether a stored hash was made with weaker parameters than today's (or another scheme). */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return true;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  return n * r * p < cost.N * cost.r * cost.p || n < cost.N;
}

/** Constant-time check of `password` against a stored hash; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N: n, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummy: { cost: Readonly<PasswordCost>; hash: Promise<string> } | null =
  null;
/** Spends the same time as a real check, so unknown emails are not told apart by timing. */
export async function verifyDummyPassword(password: string): Promise<false> {
  if (dummy?.cost !== cost)
    dummy = { cost, hash: hashPassword('not-a-real-password') };
  await verifyPassword(password, await dummy.hash);
  return false;
}
