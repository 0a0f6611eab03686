import { Type, type TNull, type TSchema, type TUnion } from '@sinclair/typebox';

// The building blocks of the repair loop's wire records (shared/contracts/repair): nullable, dates,
// money, the status lists and the paged-table envelope.

/**
 * A number or null as one type list (`type: ['integer', 'null']`) instead of a union. The api's ajv
 * coerces types, and a union's null branch takes 0 as null: a limit or an id of 0 was read as
 * "none" instead of refused by its minimum. Other schemas: undefined (the caller's union applies).
 */
export function nullableNumber<T extends TSchema>(
  schema: T,
): TUnion<[T, TNull]> | undefined {
  const type: unknown = schema.type;
  if (type !== 'integer' && type !== 'number') return undefined;
  // Static<> of the result is Static<T> | null, as the union's.
  return Type.Unsafe({ ...schema, type: [type, 'null'] }) as unknown as TUnion<
    [T, TNull]
  >;
}

export const Nullable = <T extends TSchema>(schema: T) =>
  nullableNumber(schema) ?? Type.Union([schema, Type.Null()]);
export const DateTime = () =>
  Type.String({ format: 'date-time', description: 'ISO 8601' });
export const Money = () =>
  Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description: 'decimal string, 2 places',
  });

/** The body of an action the route names in full (mark read, make default, accept): nothing. */
export const EmptyBody = Type.Object({});
export type EmptyBody = Record<string, never>;

export const SALES_ORDER_STATUSES = [
  'new',
  'in_progress',
  'ready',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const WORK_ORDER_STATUSES = [
  'assigned',
  'accepted',
  'rejected',
  'in_progress',
  'on_hold',
  'done',
  'returned',
] as const;
export const ESTIMATE_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'declined',
  'converted',
  'expired',
] as const;

/** A page of a server-side paged table; `status_counts` feed the status tabs (every status, plus `all`). */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100 }),
    status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  });
export interface Page<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
  status_counts: Record<string, number>;
}

export const LocationRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export const NamedRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
