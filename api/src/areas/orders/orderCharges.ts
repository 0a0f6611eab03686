import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { createCharge } from '../payments';
import { refuseOverApproved } from './approvedLimit';
import { authorOf, insertEvent } from '../../platform/recordEvents';

// A charge the store asks of the buyer on a sales order (an additional payment or an extra charge),
// recorded with its timeline event in one transaction.

export interface StoreChargeRequest {
  kind: 'additional' | 'extra';
  cents: number;
  reason: string;
  itemNumber: string | null;
}

export function requestOrderCharge(
  db: Db,
  order: { id: number; storeId: number },
  principal: Principal,
  { kind, cents, reason, itemNumber }: StoreChargeRequest,
) {
  return db.transaction(async (tx) => {
    // past what the customer approved on the estimate: a revision asks them again
    await refuseOverApproved(tx, order.id, cents);
    const created = await createCharge(tx, order.id, {
      kind,
      amountCents: cents,
      reason,
      itemNumber,
      requestedBy: 'store_owner',
      userId: principal.user.id,
    });
    await insertEvent(tx, {
      storeId: order.storeId,
      salesOrderId: order.id,
      kind: 'charge',
      chargeId: created.id,
      body: `${kind === 'additional' ? 'Additional' : 'Extra'} charge of $${created.amount} requested: ${created.reason}`,
      author: authorOf(principal),
    });
    return created;
  });
}
