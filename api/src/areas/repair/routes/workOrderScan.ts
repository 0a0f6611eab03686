import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ScannedJob } from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import {
  authenticate,
  isVendorRole,
  principalOf,
} from '../../../auth/principal';
import { forbidden, notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { scannedJob } from '../workOrderEdits';
import { WORK_ORDER_NOT_FOUND } from '../workOrders';

// The vendor's scan of a job envelope's QR code: the work order it names, for the vendor's users
// only (another vendor's or a missing one: 404), and when it was returned to the store.

const ScanParams = Type.Object({
  store_id: Id(),
  vendor_id: Id(),
  order_no: Type.String({ pattern: '^[0-9]{7}$' }),
});

export async function workOrderScanRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  app.get<{ Params: Static<typeof ScanParams> }>(
    '/vendor/scan/:store_id/:vendor_id/:order_no',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: ScanParams }),
        response: {
          200: ScannedJob,
        },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      if (!isVendorRole(user.role_id)) throw forbidden();
      const {
        store_id: storeId,
        vendor_id: vendorId,
        order_no: orderNo,
      } = request.params;
      const row =
        vendorId === user.vendor_id
          ? await scannedJob(db, storeId, vendorId, orderNo)
          : undefined;
      if (!row) throw notFound(WORK_ORDER_NOT_FOUND);
      return row.status === 'returned'
        ? {
            work_order_id: row.id,
            returned_on: new Date(row.returned_on ?? Date.now()).toISOString(),
          }
        : { work_order_id: row.id };
    },
  );
}
