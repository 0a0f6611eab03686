import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 JWTs with node:crypto. jose 6 is ESM-only and jest here runs CommonJS, so this small
// module signs and verifies the one algorithm the api uses (and accepts no other `alg`).

export interface AccessClaims {
  sub: string;
  role_id: number;
  store_id: number | null;
  vendor_id: number | null;
  customer_id: number | null;
  jti: string;
  /** The login (refresh-token family) this access token belongs to. */
  sid: string;
  token_type: 'access';
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: object, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Answers the claims of a valid, unexpired HS256 token, or null for anything else. */
export function verifyJwt<T extends { exp?: unknown }>(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): T | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  let claims: T;
  try {
    const decodedHeader = JSON.parse(
      Buffer.from(header, 'base64url').toString('utf8'),
    );
    if (decodedHeader?.alg !== 'HS256') return null;
    const expected = sign(`${header}.${payload}`, secret);
    const actual = Buffer.from(signature, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      return null;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  return claims;
}
