/** The description without its order number (spec section 2: the order number is removed). */
export function descriptionWithoutOrderNo(
  description: string,
  orderNo: string | null,
): string {
  if (!orderNo) return description;
  return description
    .split(orderNo)
    .join('')
    .replace(/#\s*(?=[\s.,;:]|$)/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
}

/** The single letter shown in the item's avatar. */
export function initialOf(text: string): string {
  return text.trim().charAt(0).toUpperCase() || '?';
}
