const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

/** Formats the api's decimal string ("12.50") as money; unparsable prices are shown as given. */
export function formatPrice(price: string): string {
  const value = Number(price);
  return Number.isFinite(value) ? money.format(value) : price;
}

/** Longest text shown in full; longer text is truncated and gets a tooltip (spec section 9). */
export const TRUNCATE_AT = 60;

/** Spec section 9: truncation cuts to the length minus 1 and adds an ellipsis. */
export function truncate(text: string, length: number = TRUNCATE_AT): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
