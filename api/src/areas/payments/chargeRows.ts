import type { Charge } from 'shared/contracts/orders';
import { chargeItemNameSql } from './chargeItemName';
import { formatCents, toCents } from '../../platform/money';
import { iso, isoOrNull } from '../../platform/wire';

// A charge row as the order's page and the charge requests read it, in the contract shape `Charge`
// (shared/contracts/orders): money as a 2-decimal string, dates as ISO strings.

const money = (value: string | null) => formatCents(toCents(value ?? '0'));

export interface ChargeRow {
  id: number;
  sales_order_id: number;
  kind: Charge['kind'];
  requested_by: Charge['requested_by'];
  amount: string;
  reason: string;
  work_order_item_number: string | null;
  item_name: string | null;
  status: Charge['status'];
  token: string;
  created_on: Date;
  paid_on: Date | null;
}

export const CHARGE_COLUMNS = `id, sales_order_id, kind, requested_by, amount::text AS amount, reason,
  work_order_item_number, status, token, created_on, paid_on, ${chargeItemNameSql('charges')} AS item_name`;

export function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    kind: row.kind,
    requested_by: row.requested_by,
    amount: money(row.amount),
    reason: row.reason,
    work_order:
      row.work_order_item_number === null
        ? null
        : {
            item_number: row.work_order_item_number,
            item_name: row.item_name,
          },
    status: row.status,
    token: row.token,
    created_on: iso(row.created_on),
    paid_on: isoOrNull(row.paid_on),
  };
}
