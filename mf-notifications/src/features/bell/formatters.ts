/** A work order's number as people read it ('WO-1000042-1'), not a sales order's ('1000042'). */
export const isWorkOrderNo = (orderNo: string): boolean =>
  orderNo.startsWith('WO-');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The description without its order number (the order number is removed). Only the
 * number standing alone goes: inside a longer number ('WO-1000042-1' holds '1000042') it stays, and
 * a work order's number stays in its words, which need it to read as a sentence.
 */
export function descriptionWithoutOrderNo(
  description: string,
  orderNo: string | null,
): string {
  if (!orderNo || isWorkOrderNo(orderNo)) return description;
  return description
    .replace(new RegExp(`(?<![\\w-])${escaped(orderNo)}(?![\\w-])`, 'g'), '')
    .replace(/#\s*(?=[\s.,;:]|$)/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
}

/** How the item names its record: '#1000042' for a sales order, 'WO-1000042-1' for a work order. */
export const orderChip = (orderNo: string): string =>
  isWorkOrderNo(orderNo) ? orderNo : `#${orderNo}`;

/** The single letter shown in the item's avatar. */
export function initialOf(text: string): string {
  return text.trim().charAt(0).toUpperCase() || '?';
}
