import {
  isReservedSubdomain,
  ONBOARDING_MESSAGES,
  SUBDOMAIN_PATTERN,
  type Signup,
} from 'shared/contracts/onboarding';
import { hashPassword } from '../../auth/passwords';
import { ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkName,
  checkNewPassword,
  type FieldErrors,
  throwIfErrors,
} from '../../platform/fieldChecks';
import { DEFAULT_STORE_DOMAIN } from '../storefront';

// A new store's sign-up: the form's checks and the inactive store with its owner. The store stays
// inactive (its storefront answers STORE.INACTIVE) until the owner completes the last step.

const subdomainRegex = new RegExp(SUBDOMAIN_PATTERN);

export const subdomainTaken = () =>
  validationError({ subdomain: ONBOARDING_MESSAGES.subdomainTaken });
const emailTaken = () =>
  validationError({ email: ACCOUNT_MESSAGES.emailTaken });

/** A store's name: 2 to 60 characters once trimmed. */
export function checkStoreName(
  errors: FieldErrors,
  field: string,
  value: string,
): string {
  const name = value.trim();
  if (!name) errors[field] ??= ACCOUNT_MESSAGES.required;
  else if (name.length < 2 || name.length > 60)
    errors[field] ??= ONBOARDING_MESSAGES.storeName;
  return name;
}

/** Checks the sign-up form; answers the trimmed values or throws the 400 with every field's error. */
export function checkSignup(body: Signup) {
  const errors: FieldErrors = {};
  const storeName = checkStoreName(errors, 'store_name', body.store_name);
  const subdomain = body.subdomain.trim().toLowerCase();
  if (!subdomain) errors.subdomain = ACCOUNT_MESSAGES.required;
  else if (!subdomainRegex.test(subdomain) || subdomain.includes('--'))
    errors.subdomain = ONBOARDING_MESSAGES.subdomain;
  else if (isReservedSubdomain(subdomain))
    errors.subdomain = ONBOARDING_MESSAGES.subdomainReserved;
  const firstName = checkName(errors, 'first_name', body.first_name);
  const lastName = checkName(errors, 'last_name', body.last_name);
  const email = checkEmail(errors, 'email', body.email);
  checkNewPassword(errors, 'password', body.password);
  throwIfErrors(errors);
  return { storeName, subdomain, firstName, lastName, email };
}

/** Creates the inactive store, its onboarding row and its owner; answers the owner's user id. */
export async function createStoreWithOwner(
  db: Db,
  input: ReturnType<typeof checkSignup> & { password: string },
  storeDomain = DEFAULT_STORE_DOMAIN,
): Promise<number> {
  const url = `${input.subdomain}.${storeDomain}`;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.query(
        'SELECT 1 FROM stores WHERE lower(url) = $1',
        [url],
      );
      if (taken.length > 0) throw subdomainTaken();
      const emailUsed = await tx.query(
        "SELECT 1 FROM users WHERE kind = 'portal' AND lower(email) = $1",
        [input.email],
      );
      if (emailUsed.length > 0) throw emailTaken();
      const [store] = await tx.query<{ id: number }>(
        `INSERT INTO stores (name, url, is_active, is_onboarding_complete)
         VALUES ($1, $2, false, false) RETURNING id`,
        [input.storeName, url],
      );
      await tx.query('INSERT INTO store_onboarding (store_id) VALUES ($1)', [
        store!.id,
      ]);
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, store_id)
         VALUES ('portal', $1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          input.email,
          passwordHash,
          input.firstName,
          input.lastName,
          ROLES.storeOwner,
          store!.id,
        ],
      );
      return user!.id;
    });
  } catch (error) {
    // Two sign-ups of one host or email at once: the unique indexes decide.
    if ((error as { code?: string }).code === '23505') {
      const detail = String((error as { detail?: string }).detail ?? '');
      throw /email/i.test(detail) ? emailTaken() : subdomainTaken();
    }
    throw error;
  }
}
