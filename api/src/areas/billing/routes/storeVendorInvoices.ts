import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  StoreVendorInvoicePage,
  StoreVendorInvoiceQuery,
} from 'shared/contracts/storeVendorInvoices';
import { VendorInvoice } from 'shared/contracts/vendorInvoices';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  fileAnswer,
  sendFile,
  vendorInvoiceFileName,
  vendorInvoicePdf,
} from '../../downloads';
import { storeVendorScope } from '../../vendors';
import {
  loadStoreVendorInvoice,
  storeVendorInvoicePage,
} from '../vendorInvoicesOfStore';
import { Id, schemaOf } from '../../../validation';

// The store's view of the invoices its vendors sent it (shared/contracts/storeVendorInvoices): the
// store's owner, or its staff with the vendor management module (9), as on the vendors page; anyone
// else 403. An invoice to another store answers 404. The store only reads: the vendor alone marks an
// invoice paid or voids it.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1. */
export async function storeVendorInvoiceRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const storeOf = (request: FastifyRequest) =>
    storeVendorScope(principalOf(request), LEVELS.view);

  api.get<{ Querystring: StoreVendorInvoiceQuery }>(
    '/portal/vendor-invoices',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: StoreVendorInvoiceQuery }),
        response: { 200: StoreVendorInvoicePage },
      },
    },
    async (request) =>
      storeVendorInvoicePage(db, storeOf(request), request.query),
  );

  api.get<P>(
    '/portal/vendor-invoices/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorInvoice },
      },
    },
    async (request) =>
      loadStoreVendorInvoice(db, storeOf(request), request.params.id),
  );

  api.get<P>(
    '/portal/vendor-invoices/:id/pdf',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('pdf', 'The invoice (PDF), as its vendor has it'),
      },
    },
    async (request, reply) => {
      const invoice = await loadStoreVendorInvoice(
        db,
        storeOf(request),
        request.params.id,
      );
      return sendFile(
        reply,
        'pdf',
        vendorInvoiceFileName(invoice.invoice_no),
        await vendorInvoicePdf(invoice),
      );
    },
  );
}
