import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  estimateFileName,
  estimatePdf,
  fileAnswer,
  sendFile,
} from '../../downloads';
import { vendorEstimateByToken } from '../vendorEstimateAnswers';
import { vendorEstimatePdfData } from '../vendorEstimatePdf';
import { vendorIdOf } from '../../../auth/vendorCaller';
import { loadVendorEstimate } from '../../vendorSales';
import { Id, schemaOf, TokenParams } from '../../../validation';

// A vendor's estimate as a PDF (ADR 0026), what its customer reads (the latest sent version,
// never the draft): for the vendor's own users (another vendor's estimate answers 404), and for
// the customer through the estimate's link (the token is the key, rate limited like the page).

const IdParams = Type.Object({ id: Id() });

export async function vendorEstimateDownloadRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const send = async (
    reply: Parameters<typeof sendFile>[0],
    id: number,
  ): Promise<unknown> => {
    const data = await vendorEstimatePdfData(db, id);
    return sendFile(
      reply,
      'pdf',
      estimateFileName(data.estimateNo),
      await estimatePdf(data),
    );
  };

  api.get<{ Params: Static<typeof IdParams> }>(
    '/vendor/estimates/:id/estimate.pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams }),
        response: fileAnswer('pdf', 'The estimate as its customer reads it'),
      },
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(principalOf(request));
      // answers 404 for another vendor's estimate
      await loadVendorEstimate(db, request.params.id, vendorId);
      return send(reply, request.params.id);
    },
  );

  api.get<{ Params: Static<typeof TokenParams> }>(
    '/vendor-estimates/by-token/:token/estimate.pdf',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: fileAnswer('pdf', 'The estimate, through its link'),
      },
    },
    async (request, reply) => {
      const estimate = await vendorEstimateByToken(db, request.params.token);
      return send(reply, estimate.id);
    },
  );
}
