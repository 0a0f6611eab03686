import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  BillingOverview,
  CardReplace,
  InvoicePage,
  InvoiceQuery,
  PlanChange,
} from 'shared/contracts/billing';
import type { AppContext } from '../../../context';
import { MODULES } from '../../../auth/permissions';
import { authenticate } from '../../../auth/principal';
import { changePlan, replaceCard } from '../storeBilling';
import { loadBilling } from '../storeBillingOverview';
import {
  listStoreInvoices,
  loadStoreInvoice,
  storeInvoiceFileName,
  storeInvoicePdf,
} from '../storeBillingInvoices';
import { findStoreById, ownedStore, readableStore } from '../../storefront';
import { Id, schemaOf, StoreParams } from '../../../validation';
import { fileAnswer, sendFile } from '../../downloads';

// The store portal's billing page: the plan, the platform's invoices (each as a PDF),
// the card on file, plan changes. Contract: shared/contracts/billing.ts.

const InvoiceParams = Type.Object({ store_id: Id(), id: Id() });
type SP = { Params: Static<typeof StoreParams> };

/** Registers this area's routes under /api/v1. */
export async function storeBillingRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const reader = (request: Parameters<typeof readableStore>[1]) =>
    readableStore(db, request, MODULES.billing);

  api.get<SP>(
    '/stores/:store_id/billing',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams }),
        response: { 200: BillingOverview },
      },
    },
    async (request) => loadBilling(db, await reader(request)),
  );

  api.get<SP & { Querystring: InvoiceQuery }>(
    '/stores/:store_id/billing/invoices',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, querystring: InvoiceQuery }),
        response: { 200: InvoicePage },
      },
    },
    async (request) =>
      listStoreInvoices(db, await reader(request), request.query),
  );

  api.get<{ Params: Static<typeof InvoiceParams> }>(
    '/stores/:store_id/billing/invoices/:id/invoice.pdf',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: InvoiceParams }),
        response: fileAnswer('pdf', 'The invoice of a plan payment'),
      },
    },
    async (request, reply) => {
      const storeId = await reader(request);
      const invoice = await loadStoreInvoice(db, storeId, request.params.id);
      const store = await findStoreById(db, storeId);
      const pdf = await storeInvoicePdf(invoice, store?.name ?? '');
      return sendFile(reply, 'pdf', storeInvoiceFileName(invoice), pdf);
    },
  );

  api.put<SP & { Body: PlanChange }>(
    '/stores/:store_id/billing/plan',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: PlanChange }),
        response: { 200: BillingOverview },
      },
    },
    async (request) =>
      changePlan(db, await ownedStore(db, request), request.body),
  );

  api.put<SP & { Body: CardReplace }>(
    '/stores/:store_id/billing/card',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: CardReplace }),
        response: { 200: BillingOverview },
      },
    },
    async (request) =>
      replaceCard(db, await ownedStore(db, request), request.body),
  );
}
