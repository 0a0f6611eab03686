import type { Db } from '../db/types';

// The language a mail is written in: the recipient's. A store's or vendor's owner or staff member
// has the one they chose in the portal header (users.language); a customer, the language of the
// storefront request that led to the mail (its ?lang=, else the browser's Accept-Language).
// Anything else, or nothing known, is English.

export const MAIL_LANGUAGES = ['en', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const supported = (value: string | null | undefined): MailLanguage | null => {
  const base = (value ?? '').trim().toLowerCase().split(/[-_;]/)[0];
  return (MAIL_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as MailLanguage)
    : null;
};

/** The portal user's stored language, English when they never chose one. */
export async function userLanguage(
  db: Db,
  userId: number,
): Promise<MailLanguage> {
  const [row] = await db.query<{ language: string | null }>(
    'SELECT language FROM users WHERE id = $1',
    [userId],
  );
  return supported(row?.language) ?? 'en';
}

/**
 * The language a storefront request was made in: `?lang=` first, then the first language of
 * Accept-Language the mails speak (by its order of preference), else English.
 */
export function requestLanguage(request: {
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}): MailLanguage {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  const fromQuery = typeof lang === 'string' ? supported(lang) : null;
  if (fromQuery) return fromQuery;
  const header = request.headers['accept-language'];
  const ranked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1, i };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const found = supported(tag);
    if (found) return found;
  }
  return 'en';
}

/** Where a customer's language is kept: their order, their estimate request. */
export type RecordWithLanguage = 'sales_orders' | 'estimates';

/** Keeps the language a customer placed an order or asked for an estimate in. */
export async function keepRecordLanguage(
  db: Db,
  table: RecordWithLanguage,
  id: number,
  language: MailLanguage,
): Promise<void> {
  await db.query(`UPDATE ${table} SET language = $2 WHERE id = $1`, [
    id,
    language,
  ]);
}

/** The language kept on a customer's order or estimate, English when none was kept. */
export async function recordLanguage(
  db: Db,
  table: RecordWithLanguage,
  id: number,
): Promise<MailLanguage> {
  const [row] = await db.query<{ language: string | null }>(
    `SELECT language FROM ${table} WHERE id = $1`,
    [id],
  );
  return supported(row?.language) ?? 'en';
}

/**
 * The stored language of the portal user with this address (the oldest account when several
 * share it), else `fallback`: for mails to an address that may or may not have an account yet.
 */
export async function addressLanguage(
  db: Db,
  email: string,
  fallback: MailLanguage = 'en',
): Promise<MailLanguage> {
  const [row] = await db.query<{ language: string | null }>(
    'SELECT language FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1',
    [email],
  );
  return supported(row?.language) ?? fallback;
}
