import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  VendorEstimate,
  VendorRecordEdit,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../context';
import { authenticate, principalOf } from '../auth/principal';
import { vendorIdOf, type VendorRecordKind } from '../domain/vendorSales';
import { editVendorRecord } from '../domain/vendorSalesEdit';
import { publishVendorChange } from '../domain/vendorSalesLive';
import {
  loadVendorEstimate,
  loadVendorSalesOrder,
} from '../domain/vendorSalesLoad';
import { Id, schemaOf } from '../validation';

// PATCH /vendor/sales-orders/:id and /vendor/estimates/:id: the vendor's owner or staff edit the
// lines and notes of one of their own records (ADR 0012); another vendor's id 404, a stale version
// 409 CONFLICT, a record past its open price 409 NOT_EDITABLE, bad lines 400. Open pages follow live.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params>; Body: VendorRecordEdit };

export async function vendorSalesEditRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const RECORDS = [
    {
      kind: 'sales_order',
      url: '/vendor/sales-orders/:id',
      answer: VendorSalesOrder,
      record: 'vendor_sales_order',
      load: loadVendorSalesOrder,
    },
    {
      kind: 'estimate',
      url: '/vendor/estimates/:id',
      answer: VendorEstimate,
      record: 'vendor_estimate',
      load: loadVendorEstimate,
    },
  ] as const;

  for (const { kind, url, answer, record, load } of RECORDS)
    api.patch<P>(
      url,
      {
        onRequest: requireAuth,
        schema: {
          ...schemaOf({ params: Params, body: VendorRecordEdit }),
          response: { 200: answer },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const vendorId = vendorIdOf(principal);
        const { id } = request.params;
        await db.transaction((tx) =>
          editVendorRecord(tx, kind as VendorRecordKind, {
            ...request.body,
            id,
            vendorId,
            author: principal,
          }),
        );
        const current = await load(db, id, vendorId);
        await publishVendorChange(ctx, vendorId, record, current);
        return current;
      },
    );
}
