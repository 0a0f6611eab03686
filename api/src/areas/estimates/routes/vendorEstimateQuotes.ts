import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { QuoteInput } from 'shared/contracts/estimateQuotes';
import { VendorEstimate } from 'shared/contracts/vendorSales';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { saveVendorQuote } from '../vendorEstimateQuotes';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { loadVendorEstimate, publishVendorChange } from '../../vendorSales';
import { Id, schemaOf } from '../../../validation';

// The vendor writes the quote of its own estimate (ADR 0026): the draft is saved on the estimate and
// never reaches the customer; sending is the status move to `quoted` (vendorSalesEstimates.ts).

const Params = Type.Object({ id: Id() });

export async function vendorEstimateQuoteRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const requireAuth = authenticate(ctx.db, ctx.config);
  api.put<{ Params: Static<typeof Params>; Body: QuoteInput }>(
    '/vendor/estimates/:id/quote',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: QuoteInput }),
        response: { 200: VendorEstimate },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const vendorId = vendorIdOf(principal);
      const { id } = request.params;
      await saveVendorQuote(ctx.db, {
        id,
        vendorId,
        body: request.body,
        author: principal,
      });
      const estimate = await loadVendorEstimate(ctx.db, id, vendorId);
      await publishVendorChange(ctx, vendorId, 'vendor_estimate', estimate);
      return estimate;
    },
  );
}
