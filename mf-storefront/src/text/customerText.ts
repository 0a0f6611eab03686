import type { Order } from 'shared/contracts';

/**
 * What a customer can read for a charge's work-order item: the api's `item_name` (the services of
 * its lines), else the service of the order line its code names. The internal code
 * (`WO-1000001-1`: the order number, then the line's position) is never shown; when neither names
 * anything there is nothing to show (null).
 */
export function chargeItemName(
  workOrder:
    { item_number: string; item_name?: string | null } | null | undefined,
  order: Pick<Order, 'order_no' | 'lines'>,
): string | null {
  const name = workOrder?.item_name?.trim() ?? '';
  if (name !== '') return name;
  const code = workOrder?.item_number.trim() ?? '';
  const prefix = `WO-${order.order_no}-`;
  const position = code.startsWith(prefix) ? code.slice(prefix.length) : '';
  if (!/^\d{1,4}$/.test(position)) return null;
  return order.lines[Number(position) - 1]?.service.name ?? null;
}
