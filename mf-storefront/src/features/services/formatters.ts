import { formatMoney } from 'shared/i18n';

/** Formats the api's decimal string ("12.50") as money in the page's language; unparsable prices as given. */
export function formatPrice(price: string): string {
  return formatMoney(price, 'USD');
}

/** Longest text shown in full; longer text is truncated and gets a tooltip. */
export const TRUNCATE_AT = 60;

/** Truncation cuts to the length minus 1 and adds an ellipsis. */
export function truncate(text: string, length: number = TRUNCATE_AT): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
