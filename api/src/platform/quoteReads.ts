import type { EstimateVersion } from 'shared/contracts/estimateQuotes';
import type { Db } from '../db/types';
import { formatCents, toCents } from './money';
import { iso } from './wire';

// The one reader of a quote (ADR 0026) for both sides that quote: a store's estimates and a
// vendor's own. The draft fields on the estimate, its line kinds, the customer's answer and the
// sent versions live in tables of the same shape; only the table names differ.

/** Whose estimate: a store's (`estimates`) or a vendor's own (`vendor_estimates`). */
export type QuoteSide = 'store' | 'vendor';

const TABLES = {
  store: {
    estimates: 'estimates',
    lines: 'estimate_lines',
    versions: 'estimate_versions',
  },
  vendor: {
    estimates: 'vendor_estimates',
    lines: 'vendor_estimate_lines',
    versions: 'vendor_estimate_versions',
  },
} as const;

interface VersionRow {
  version_no: number;
  lines: Array<Record<string, unknown>>;
  message: string;
  valid_until: string | null;
  not_to_exceed: string | null;
  total: string;
  sent_on: Date;
  sent_by: string;
}

export const quoteMoney = (text: unknown) => formatCents(toCents(String(text)));

const toVersion = (row: VersionRow): EstimateVersion => ({
  version_no: row.version_no,
  lines: row.lines.map((line) => ({
    service_id: (line.service_id as number | null) ?? null,
    name: String(line.name),
    kind: String(line.kind ?? 'service'),
    quantity: Number(line.quantity),
    unit_price: quoteMoney(line.unit_price),
    line_total: quoteMoney(line.line_total),
  })),
  message: row.message,
  valid_until: row.valid_until,
  not_to_exceed:
    row.not_to_exceed === null ? null : quoteMoney(row.not_to_exceed),
  total: quoteMoney(row.total),
  sent_on: iso(row.sent_on),
  sent_by: row.sent_by,
});

/**
 * The sent versions of an estimate, the latest first (version 0, the store's copy of the request,
 * is not one); `latestOnly`: the one its customer reads and answers.
 */
export async function loadVersions(
  db: Db,
  side: QuoteSide,
  estimateId: number,
  options: { latestOnly?: boolean } = {},
): Promise<EstimateVersion[]> {
  const t = TABLES[side];
  const latest = options.latestOnly
    ? `AND v.version_no = (SELECT quote_version FROM ${t.estimates} WHERE id = $1)`
    : '';
  const rows = await db.query<VersionRow>(
    `SELECT v.version_no, v.lines, v.message, v.valid_until::text AS valid_until,
       v.not_to_exceed::text AS not_to_exceed, v.total::text AS total, v.sent_on, v.sent_by
     FROM ${t.versions} v WHERE v.estimate_id = $1 AND v.version_no >= 1 ${latest}
     ORDER BY v.version_no DESC`,
    [estimateId],
  );
  return rows.map(toVersion);
}

/**
 * The lines (as kept, raw) and total of the estimate's current version (a store's version 0 is its
 * request as asked); undefined when none was kept.
 */
export async function latestSentLines(
  db: Db,
  side: QuoteSide,
  estimateId: number,
): Promise<
  { lines: Array<Record<string, unknown>>; total: string } | undefined
> {
  const t = TABLES[side];
  const [version] = await db.query<{
    lines: Array<Record<string, unknown>>;
    total: string;
  }>(
    `SELECT v.lines, v.total::text AS total FROM ${t.versions} v JOIN ${t.estimates} e ON e.id = v.estimate_id
     WHERE v.estimate_id = $1 AND v.version_no = e.quote_version`,
    [estimateId],
  );
  return version;
}

/** The draft's fields, the line kinds, the customer's answer and every sent version. */
export async function quoteFields(db: Db, side: QuoteSide, estimateId: number) {
  const t = TABLES[side];
  const [row] = await db.query<{
    message: string;
    valid_until: string | null;
    not_to_exceed: string | null;
    quote_version: number;
    answered_on: Date | null;
    answered_by: string | null;
    answered_version: number | null;
    answer_note: string;
  }>(
    `SELECT message, valid_until::text AS valid_until, not_to_exceed::text AS not_to_exceed, quote_version,
       answered_on, answered_by, answered_version, answer_note FROM ${t.estimates} WHERE id = $1`,
    [estimateId],
  );
  const kinds = await db.query<{ id: number; kind: string }>(
    `SELECT id, kind FROM ${t.lines} WHERE estimate_id = $1 ORDER BY id`,
    [estimateId],
  );
  return {
    message: row!.message,
    valid_until: row!.valid_until,
    not_to_exceed:
      row!.not_to_exceed === null ? null : quoteMoney(row!.not_to_exceed),
    quote_version: row!.quote_version,
    line_kinds: Object.fromEntries(kinds.map((k) => [String(k.id), k.kind])),
    answer:
      row!.answered_on === null
        ? null
        : {
            answered_on: iso(row!.answered_on),
            answered_by: row!.answered_by ?? '',
            version: row!.answered_version ?? 0,
            note: row!.answer_note,
          },
    versions: await loadVersions(db, side, estimateId),
  };
}
