import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BillableQuery,
  BillableWorkOrderList,
  VendorInvoice,
  VendorInvoiceInput,
  VendorInvoicePage,
  VendorInvoiceQuery,
  VendorInvoiceSettings,
  VendorInvoiceSettingsInput,
  VendorInvoiceStatusInput,
} from 'shared/contracts/vendorInvoices';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  fileAnswer,
  sendFile,
  vendorInvoiceFileName,
  vendorInvoicePdf,
} from '../../downloads';
import {
  loadInvoiceSettings,
  saveInvoiceSettings,
} from '../vendorInvoiceSettings';
import {
  createVendorInvoice,
  setVendorInvoiceStatus,
} from '../vendorInvoiceWrites';
import { billableWorkOrders } from '../billableWorkOrders';
import { loadVendorInvoice, vendorInvoicePage } from '../vendorInvoices';
import { assertLinkedStore } from '../../vendors';
import { publishVendorInvoiceChange } from '../../vendors';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { Id, schemaOf } from '../../../validation';

// The vendor's invoices to stores and the invoice settings (shared/contracts/
// vendorInvoices): the vendor's owner only (staff 403); another vendor's invoice, or a store the vendor does not work with, 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

export async function vendorInvoiceRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const vendorOf = (request: FastifyRequest) =>
    ownerVendorIdOf(principalOf(request));

  api.get<{ Querystring: VendorInvoiceQuery }>(
    '/vendor/invoices',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorInvoiceQuery }),
        response: { 200: VendorInvoicePage },
      },
    },
    async (request) => vendorInvoicePage(db, vendorOf(request), request.query),
  );

  api.get<{ Querystring: BillableQuery }>(
    '/vendor/invoices/billable',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: BillableQuery }),
        response: { 200: BillableWorkOrderList },
      },
    },
    async (request) => {
      const vendorId = vendorOf(request);
      await assertLinkedStore(db, vendorId, request.query.store_id);
      return billableWorkOrders(db, vendorId, request.query.store_id);
    },
  );

  api.post<{ Body: VendorInvoiceInput }>(
    '/vendor/invoices',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorInvoiceInput }),
        response: { 201: VendorInvoice },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const invoice = await createVendorInvoice(
        db,
        { vendorId: ownerVendorIdOf(principal), userId: principal.user.id },
        request.body,
      );
      // the store's open list of its vendors' invoices shows it without a reload
      await publishVendorInvoiceChange(ctx, invoice);
      return reply.status(201).send(invoice);
    },
  );

  api.get<P>(
    '/vendor/invoices/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorInvoice },
      },
    },
    async (request) =>
      loadVendorInvoice(db, vendorOf(request), request.params.id),
  );

  api.post<P & { Body: VendorInvoiceStatusInput }>(
    '/vendor/invoices/:id/status',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: VendorInvoiceStatusInput }),
        response: { 200: VendorInvoice },
      },
    },
    async (request) => {
      const invoice = await setVendorInvoiceStatus(
        db,
        vendorOf(request),
        request.params.id,
        request.body,
      );
      await publishVendorInvoiceChange(ctx, invoice);
      return invoice;
    },
  );

  api.get<P>(
    '/vendor/invoices/:id/pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('pdf', 'The invoice (PDF)'),
      },
    },
    async (request, reply) => {
      const invoice = await loadVendorInvoice(
        db,
        vendorOf(request),
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

  api.get(
    '/vendor/settings/invoice',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: VendorInvoiceSettings } },
    },
    async (request) => loadInvoiceSettings(db, vendorOf(request)),
  );

  api.put<{ Body: VendorInvoiceSettingsInput }>(
    '/vendor/settings/invoice',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: VendorInvoiceSettingsInput }),
        response: { 200: VendorInvoiceSettings },
      },
    },
    async (request) => saveInvoiceSettings(db, vendorOf(request), request.body),
  );
}
