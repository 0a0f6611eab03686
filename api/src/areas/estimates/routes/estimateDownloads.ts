import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  estimateFileName,
  estimatePdf,
  fileAnswer,
  sendFile,
} from '../../downloads';
import { customerEstimate } from '../customerEstimateRead';
import { estimateContactName, estimateIdByToken } from '../customerEstimates';
import { findStoreById } from '../../storefront';
import { notFound } from '../../../errors';
import { Id, schemaOf, TokenParams } from '../../../validation';
import { ESTIMATE_NOT_FOUND, findPermittedEstimate } from '../estimateAccess';

// An estimate as a PDF (ADR 0026): what its customer reads (the latest sent version, never the
// draft), for the store (estimates view level at the estimate's location; 404 otherwise) and for
// the customer through the estimate's link (the token is the key, rate limited like the page).

const IdParams = Type.Object({ id: Id() });

export async function estimateDownloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const pdfOf = async (id: number) => {
    const estimate = await customerEstimate(ctx, id);
    const store = (await findStoreById(db, estimate.store_id))!;
    return {
      name: estimateFileName(estimate.estimate_no),
      pdf: await estimatePdf({
        estimateNo: estimate.estimate_no,
        seller: store.name,
        customer: await estimateContactName(db, id),
        statusLabel: estimate.status_label,
        quote: estimate.quote,
      }),
    };
  };

  app.get<{ Params: Static<typeof IdParams> }>(
    '/estimates/:id/estimate.pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams }),
        response: fileAnswer('pdf', 'The estimate as its customer reads it'),
      },
    },
    async (request, reply) => {
      await findPermittedEstimate(
        db,
        principalOf(request),
        request.params.id,
        LEVELS.view,
      );
      const { name, pdf } = await pdfOf(request.params.id);
      return sendFile(reply, 'pdf', name, pdf);
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/estimates/by-token/:token/estimate.pdf',
    {
      schema: {
        ...schemaOf({ params: TokenParams }),
        response: fileAnswer('pdf', 'The estimate, through its link'),
      },
    },
    async (request, reply) => {
      const id = await estimateIdByToken(db, request.params.token);
      if (id === null) throw notFound(ESTIMATE_NOT_FOUND);
      const { name, pdf } = await pdfOf(id);
      return sendFile(reply, 'pdf', name, pdf);
    },
  );
}
