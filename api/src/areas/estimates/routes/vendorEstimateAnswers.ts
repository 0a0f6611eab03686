import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  EstimateAnswerInput,
  VendorCustomerEstimate,
} from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../../context';
import {
  answerVendorEstimate,
  vendorCustomerEstimate,
  vendorEstimateByToken,
} from '../vendorEstimateAnswers';
import { publicLive } from '../../notifications';
import {
  loadVendorEstimate,
  loadVendorSalesOrder,
  mailVendorCustomer,
  publishVendorChange,
} from '../../vendorSales';
import { schemaOf, TokenParams } from '../../../validation';
import { vendorEstimateDownloadRoutes } from './vendorEstimateDownloads';

// A vendor's customer reads and answers the estimate through its own link (ADR 0026, dated
// section): the page is the vendor host's `/estimate/{token}`; the token is the key (no login), so
// both routes are rate limited like the store's estimate link. A wrong token answers 404.

type P = { Params: Static<typeof TokenParams> };
const answers = { response: { 200: VendorCustomerEstimate } };

/** The page's answer: the estimate, and its public channel (named after the link's token). */
const pageOf = async (ctx: AppContext, id: number, token: string) => ({
  ...(await vendorCustomerEstimate(ctx.db, id)),
  live: publicLive(ctx, token),
});

export async function vendorEstimateAnswerRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db } = ctx;

  api.get<P>(
    '/vendor-estimates/by-token/:token',
    { schema: { ...schemaOf({ params: TokenParams }), ...answers } },
    async (request) => {
      const { token } = request.params;
      const estimate = await vendorEstimateByToken(db, token);
      return pageOf(ctx, estimate.id, token);
    },
  );

  api.post<P & { Body: EstimateAnswerInput }>(
    '/vendor-estimates/by-token/:token/answer',
    {
      schema: {
        ...schemaOf({ params: TokenParams, body: EstimateAnswerInput }),
        ...answers,
      },
    },
    async (request) => {
      const estimate = await vendorEstimateByToken(db, request.params.token);
      const vendorId = estimate.vendor_id;
      const { notifications, salesOrderId } = await answerVendorEstimate(
        db,
        estimate,
        request.body,
      );
      // the vendor's bell and open pages hear of the answer, and of the order it made
      const record = await loadVendorEstimate(db, estimate.id, vendorId);
      await publishVendorChange(
        ctx,
        vendorId,
        'vendor_estimate',
        record,
        salesOrderId,
        notifications,
      );
      if (salesOrderId !== null) {
        await mailVendorCustomer(ctx, vendorId, record);
        await publishVendorChange(
          ctx,
          vendorId,
          'vendor_sales_order',
          await loadVendorSalesOrder(db, salesOrderId, vendorId),
        );
      }
      return pageOf(ctx, estimate.id, request.params.token);
    },
  );
  // the estimate as a PDF, for the vendor and by the same link
  await vendorEstimateDownloadRoutes(api, ctx);
}
