import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  VendorEvent,
  VendorNoteInput,
  VendorRecordEdit,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { addVendorOrderNote, editVendorOrder } from '../vendorSalesEdit';
import { assertVendorRecord } from '../vendorSalesMoves';
import { validationError } from '../../../errors';
import { publishVendorChange } from '../vendorSalesLive';
import { loadVendorSalesOrder } from '../vendorSalesLoad';
import { Id, schemaOf } from '../../../validation';

// PATCH /vendor/sales-orders/:id: the vendor's owner or staff edit the lines and notes of one of
// their own orders (ADR 0012; an estimate's lines are its quote's, PUT /vendor/estimates/:id/quote,
// ADR 0026); another vendor's id 404, a stale version
// 409 CONFLICT, a record past its open price 409 NOT_EDITABLE, bad lines 400. Open pages follow live,
// and the vendor's other users hear of an order's edit and of a note on it through the bell.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params>; Body: VendorRecordEdit };

export async function vendorSalesEditRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  api.patch<P>(
    '/vendor/sales-orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorRecordEdit }),
        response: { 200: VendorSalesOrder },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      const rung = await editVendorOrder(db, {
        ...request.body,
        id,
        vendorId,
        author: principal,
      });
      const current = await loadVendorSalesOrder(db, id, vendorId);
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_sales_order',
        current,
        null,
        rung,
      );
      return current;
    },
  );

  api.post<{ Params: Static<typeof Params>; Body: VendorNoteInput }>(
    '/vendor/sales-orders/:id/notes',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorNoteInput }),
        response: { 201: VendorEvent },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      await assertVendorRecord(db, 'sales_order', id, vendorId);
      const body = request.body.body.trim();
      if (body === '')
        throw validationError({ body: 'This field may not be blank.' });
      const [event, rung] = await addVendorOrderNote(
        db,
        { id, vendorId, author: principal },
        body,
      );
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_sales_order',
        await loadVendorSalesOrder(db, id, vendorId),
        null,
        rung,
      );
      reply.status(201);
      return event;
    },
  );
}
