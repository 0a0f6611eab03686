import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// The api's secrets: the token secret, the push secret and the dev-route key. Production takes
// them from the environment and refuses to start without strong ones; development creates random
// ones on first start and keeps them in a file beside the data folder (mode 600), so no two
// installs share a secret and none is in the source.

export interface PlatformSecrets {
  jwtSecret: string;
  pushSecret: string;
  /** Lets a local harness call /dev/* through a proxy (header `x-dev-key`); development only. */
  devKey: string;
}

/** Values that were once defaults somewhere (source, docs, compose files): never accepted in production. */
export const KNOWN_DEFAULT_SECRETS = new Set([
  'dev-only-insecure-jwt-secret-change-me',
  'dev-only-insecure-push-secret-change-me',
  'platform-secret',
  'secret',
  'changeme',
  'change-me',
]);

export const MIN_SECRET_BYTES = 32;

export class SecretError extends Error {}

/** One line naming the variable, or null when the value is strong enough for production. */
export function weakSecretReason(
  name: string,
  value: string | undefined,
): string | null {
  if (!value)
    return `${name} is not set: production needs a random value of at least ${MIN_SECRET_BYTES} bytes (openssl rand -hex 32).`;
  if (KNOWN_DEFAULT_SECRETS.has(value))
    return `${name} is a known default value: set a random value of at least ${MIN_SECRET_BYTES} bytes (openssl rand -hex 32).`;
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
    return `${name} is shorter than ${MIN_SECRET_BYTES} bytes: set a random value of at least ${MIN_SECRET_BYTES} bytes (openssl rand -hex 32).`;
  return null;
}

const random = () => randomBytes(32).toString('base64url');

function readFile(file: string): Partial<PlatformSecrets> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export interface ResolveSecretsOptions {
  production: boolean;
  jwtSecret?: string;
  pushSecret?: string;
  /** Development: where generated secrets are kept (created on first start, mode 600). */
  secretsFile?: string;
}

/**
 * Production: the given secrets, or a SecretError naming the variable. Development: the given
 * ones, else those of `secretsFile` (created with random values when missing).
 */
export function resolveSecrets(
  options: ResolveSecretsOptions,
): PlatformSecrets {
  if (options.production) {
    const reason =
      weakSecretReason('JWT_SECRET', options.jwtSecret) ??
      weakSecretReason('PUSHER_SECRET', options.pushSecret);
    if (reason) throw new SecretError(reason);
    return {
      jwtSecret: options.jwtSecret!,
      pushSecret: options.pushSecret!,
      devKey: random(), // dev routes are off in production; nobody needs to know it
    };
  }
  const stored = options.secretsFile ? readFile(options.secretsFile) : {};
  const valid = (value: unknown): value is string =>
    typeof value === 'string' && value.length >= 32;
  const kept: PlatformSecrets = {
    jwtSecret: valid(stored.jwtSecret) ? stored.jwtSecret : random(),
    pushSecret: valid(stored.pushSecret) ? stored.pushSecret : random(),
    devKey: valid(stored.devKey) ? stored.devKey : random(),
  };
  if (
    options.secretsFile &&
    (kept.jwtSecret !== stored.jwtSecret ||
      kept.pushSecret !== stored.pushSecret ||
      kept.devKey !== stored.devKey)
  ) {
    mkdirSync(dirname(options.secretsFile), { recursive: true });
    writeFileSync(options.secretsFile, `${JSON.stringify(kept, null, 2)}\n`, {
      mode: 0o600,
    });
    chmodSync(options.secretsFile, 0o600);
  }
  return {
    jwtSecret: options.jwtSecret || kept.jwtSecret,
    pushSecret: options.pushSecret || kept.pushSecret,
    devKey: kept.devKey,
  };
}

/** The secrets file of a data folder: `<dataDir>-secrets.json`, beside `<dataDir>-uploads`. */
export const secretsFileOf = (dataDir: string) => `${dataDir}-secrets.json`;
