import { formatCents, toCents } from './money';

// How the answers write a few kinds of value (shared/contracts): every area's reads use these,
// so a date, an amount or a location reads the same in every answer.

/** A date (a Date or the database's timestamp text) as ISO text: "2026-11-28T09:30:00.000Z". */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** A nullable date as ISO text, null staying null. */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);

/** A numeric column's text ("12.5", "12.50") as the money text: "12.50". */
export const money = (value: string) => formatCents(toCents(value));

/** A record's location as `{ id, name }`, or null when the record has none. */
export const locationOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };
