import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BILL_ITEM_MESSAGES,
  BillItems,
  BillItemsPurchase,
  BillItemsReceipt,
  BillItemsRemoval,
} from 'shared/contracts/billing';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { loadBillItems, noPlanError } from '../billItems';
import { removeExtraLocations } from '../billItemsRemoval';
import { purchaseExtraLocations } from '../billItemsPurchase';
import { loadStoreInvoice } from '../storeBillingInvoices';
import { forbidden, notFound } from '../../../errors';
import { schemaOf, StoreParams } from '../../../validation';

// The store owner's plan items (/addbillitems): what the store has, extra locations
// bought for the rest of the period (prorated, invoiced) and extra locations not in use removed
// from the next period on. Contract: shared/contracts/billing.ts.

type SP = { Params: Static<typeof StoreParams> };

/**
 * The path's store id when the caller is its owner. Another store's owner: 404 (as for a store
 * that is not there); staff, the super admin and everyone else: 403.
 */
function ownStore(request: FastifyRequest): number {
  const { store_id: storeId } = request.params as { store_id: number };
  const { user } = principalOf(request);
  if (user.role_id !== ROLES.storeOwner)
    throw forbidden(BILL_ITEM_MESSAGES.ownerOnly);
  if (user.store_id !== storeId) throw notFound();
  return storeId;
}

/** Registers this area's routes under /api/v1. */
export async function storeBillItemsRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);

  api.get<SP>(
    '/stores/:store_id/billing/items',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams }),
        response: { 200: BillItems },
      },
    },
    async (request) => loadBillItems(db, ownStore(request)),
  );

  api.post<SP & { Body: BillItemsPurchase }>(
    '/stores/:store_id/billing/items',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: BillItemsPurchase }),
        response: { 200: BillItemsReceipt },
      },
    },
    async (request) => {
      const storeId = ownStore(request);
      const { body } = request;
      const invoiceId = await purchaseExtraLocations(db, storeId, {
        count: body.locations,
        card: body.card,
        countField: 'locations',
        expectedAmount: body.expected_amount,
        version: body.version,
        cancelUrl: '/addbillitems',
        noPlan: noPlanError,
      });
      return {
        items: await loadBillItems(db, storeId),
        invoice: await loadStoreInvoice(db, storeId, invoiceId),
      };
    },
  );

  api.post<SP & { Body: BillItemsRemoval }>(
    '/stores/:store_id/billing/items/remove',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: BillItemsRemoval }),
        response: { 200: BillItems },
      },
    },
    async (request) =>
      removeExtraLocations(db, ownStore(request), request.body),
  );
}
