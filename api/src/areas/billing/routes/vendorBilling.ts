import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VENDOR_BILLING_MESSAGES,
  VendorBilling,
  VendorCardReplace,
  VendorPlanChange,
  VendorPlanInvoicePage,
  VendorPlanInvoiceQuery,
} from 'shared/contracts/vendorBilling';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { changeVendorPlan, replaceVendorCard } from '../vendorBilling';
import { loadVendorBilling } from '../vendorBillingOverview';
import {
  billingInvoiceFileName,
  billingInvoicePdf,
  listBillingInvoices,
  loadBillingInvoice,
} from '../storeBillingInvoices';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { fileAnswer, sendFile } from '../../downloads';
import { vendorName } from '../../identity';

// The vendor owner's billing, plan and payment pages (shared/contracts/vendorBilling has
// the route table): the owner's only (vendor staff 403 with a message the page can show, everyone
// else 403); another vendor's invoice id 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1. */
export async function vendorBillingRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);

  /** The caller's vendor, if the caller is its owner. */
  function ownerVendor(request: FastifyRequest): number {
    const principal = principalOf(request);
    const vendorId = vendorIdOf(principal);
    if (principal.user.role_id !== ROLES.vendorOwner)
      throw forbidden(VENDOR_BILLING_MESSAGES.ownerOnly);
    return vendorId;
  }

  api.get(
    '/vendor/billing',
    {
      onRequest,
      schema: { ...schemaOf({}), response: { 200: VendorBilling } },
    },
    async (request) => loadVendorBilling(db, ownerVendor(request)),
  );

  api.get<{ Querystring: VendorPlanInvoiceQuery }>(
    '/vendor/billing/invoices',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: VendorPlanInvoiceQuery }),
        response: { 200: VendorPlanInvoicePage },
      },
    },
    async (request) =>
      listBillingInvoices(db, { vendor: ownerVendor(request) }, request.query),
  );

  api.get<P>(
    '/vendor/billing/invoices/:id/invoice.pdf',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('pdf', 'The invoice (PDF)'),
      },
    },
    async (request, reply) => {
      const vendorId = ownerVendor(request);
      const invoice = await loadBillingInvoice(
        db,
        { vendor: vendorId },
        request.params.id,
      );
      const name = await vendorName(db, vendorId);
      return sendFile(
        reply,
        'pdf',
        billingInvoiceFileName(invoice),
        await billingInvoicePdf(invoice, name ?? ''),
      );
    },
  );

  api.put<{ Body: VendorPlanChange }>(
    '/vendor/billing/plan',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: VendorPlanChange }),
        response: { 200: VendorBilling },
      },
    },
    async (request) => changeVendorPlan(db, ownerVendor(request), request.body),
  );

  api.put<{ Body: VendorCardReplace }>(
    '/vendor/billing/card',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: VendorCardReplace }),
        response: { 200: VendorBilling },
      },
    },
    async (request) =>
      replaceVendorCard(db, ownerVendor(request), request.body),
  );
}
