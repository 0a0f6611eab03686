import type { Order } from 'shared/contracts';

/**
 * What a customer can read for a charge's work-order item: the service of the order line it
 * belongs to. The internal code (`WO-1000001-1`: the order number, then the line's position) is
 * never shown; when it does not name a line of this order there is nothing to show (null).
 */
export function chargeItemName(
  workOrder: { item_number: string } | null | undefined,
  order: Pick<Order, 'order_no' | 'lines'>,
): string | null {
  const code = workOrder?.item_number.trim() ?? '';
  const prefix = `WO-${order.order_no}-`;
  const position = code.startsWith(prefix) ? code.slice(prefix.length) : '';
  if (!/^\d{1,4}$/.test(position)) return null;
  return order.lines[Number(position) - 1]?.service.name ?? null;
}
