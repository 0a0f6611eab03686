import { Type } from '@sinclair/typebox';
import type { Page } from 'shared/contracts/repair';
import type { Db } from '../db/types';
import { validationError } from '../errors';

// The portal's server-side paged tables: one query for the page (LIMIT/OFFSET) and one
// grouped count that gives both the total and the status tabs' counts.

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};
export const DateQuery = {
  date_from: Type.Optional(Type.String({ format: 'date' })),
  date_to: Type.Optional(Type.String({ format: 'date' })),
};
export const DEFAULT_PAGE_SIZE = 20;
export const DATE_MESSAGES = {
  order: 'The end date must not be before the start date.',
} as const;

/** A status filter's values: one, several or none (every status). */
export const statusesOf = (
  status: string | readonly string[] | undefined,
): readonly string[] =>
  status === undefined ? [] : typeof status === 'string' ? [status] : status;

/** A growing WHERE clause with its parameters. */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  /** Adds a condition; `$?` in it stands for the value's parameter. */
  add(sql: string, value?: unknown): this {
    if (value === undefined) this.parts.push(sql);
    else {
      this.params.push(value);
      this.parts.push(sql.replaceAll('$?', `$${this.params.length}`));
    }
    return this;
  }
  /** Another clause with the same conditions (to add more to). */
  copy(): Where {
    const where = new Where();
    where.parts.push(...this.parts);
    where.params.push(...this.params);
    return where;
  }
  /** Adds `column` is one of `values` (none: no condition). */
  anyOf(column: string, values: readonly string[]): this {
    if (values.length === 0) return this;
    if (values.length === 1) return this.add(`${column} = $?`, values[0]);
    return this.add(`${column} = ANY($?::text[])`, [...values]);
  }
  /** Adds a case-insensitive substring search over some expressions. */
  search(text: string | undefined, expressions: string[]): this {
    const term = (text ?? '').trim();
    if (term === '') return this;
    this.params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = this.params.length;
    this.parts.push(
      `(${expressions.map((e) => `${e} ILIKE $${n}`).join(' OR ')})`,
    );
    return this;
  }
  /** The created-on date range (inclusive days); 400 when it ends before it starts. */
  dates(column: string, from?: string, to?: string): this {
    if (from && to && to < from)
      throw validationError({ date_to: DATE_MESSAGES.order });
    if (from) this.add(`${column} >= $?::date`, from);
    if (to) this.add(`${column} < ($?::date + 1)`, to);
    return this;
  }
  sql(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'true';
  }
}

/** `-created_on` → `created_on DESC` from a map of the allowed orderings to their SQL. */
export function orderBy(
  ordering: string | undefined,
  columns: Record<string, string>,
  fallback: string,
  tieBreak: string,
): string {
  const value = ordering ?? fallback;
  const descending = value.startsWith('-');
  const column = columns[value.replace(/^-/, '')] ?? columns[fallback]!;
  const direction = descending ? 'DESC' : 'ASC';
  return `${column} ${direction}, ${tieBreak} ${direction}`;
}

/**
 * A page of rows: `rowsSql(where, limitParam, offsetParam)` selects the page; the status counts
 * are counted over the same filters without the status filter (so every tab shows its number).
 */
export async function pageOf<T, R>(
  db: Db,
  input: {
    page?: number;
    pageSize?: number;
    /** The statuses asked for (one, or several); none: every status. */
    status?: string | readonly string[];
    statuses: readonly string[];
    statusColumn: string;
    from: string;
    where: Where;
    select: string;
    orderBy: string;
    map: (row: R) => T;
  },
): Promise<Page<T>> {
  const page = input.page ?? 1;
  const asked = statusesOf(input.status);
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const counts = await db.query<{ status: string; n: number }>(
    `SELECT ${input.statusColumn} AS status, count(*)::int AS n FROM ${input.from}
     WHERE ${input.where.sql()} GROUP BY 1`,
    input.where.params,
  );
  const statusCounts: Record<string, number> = Object.fromEntries(
    input.statuses.map((status) => [status, 0]),
  );
  for (const { status, n } of counts) statusCounts[status] = n;
  const all = counts.reduce((sum, { n }) => sum + n, 0);
  const filtered = input.where.copy().anyOf(input.statusColumn, asked);
  const params = [...filtered.params, pageSize, (page - 1) * pageSize];
  const rows = await db.query<R>(
    `SELECT ${input.select} FROM ${input.from} WHERE ${filtered.sql()}
     ORDER BY ${input.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    results: rows.map(input.map),
    count:
      asked.length > 0
        ? asked.reduce((sum, status) => sum + (statusCounts[status] ?? 0), 0)
        : all,
    page,
    page_size: pageSize,
    status_counts: { all, ...statusCounts },
  };
}
