import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import {
  authenticate,
  principalOf,
  type Principal,
} from '../../../auth/principal';
import { fileAnswer, qrPng, sendFile, vendorOrigin } from '../../downloads';
import { findStoreById } from '../../storefront';
import { workOrderLabel } from '../../../platform/workOrderLabel';
import { Id, schemaOf } from '../../../validation';
import { envelopeFileName, envelopePdf } from '../envelope';
import { findReachableWorkOrder, loadWorkOrder } from '../workOrders';

// A work order's blob downloads: the job envelope (PDF, store side) and the QR code (PNG) of its
// scan URL. Each is scoped exactly like the work order's own route (another store's, an unlinked
// vendor's or a location's not granted id: 404) and answers as an attachment with its file name.

const Params = Type.Object({ id: Id() });

export async function workOrderDownloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  /** A work order the caller may read, whole, and the absolute URL its QR code opens. */
  async function scannable(
    principal: Principal,
    id: number,
    options: { storeOnly?: boolean } = {},
  ) {
    await findReachableWorkOrder(db, principal, id, LEVELS.view, options);
    const workOrder = (await loadWorkOrder(db, id))!;
    const store = (await findStoreById(db, workOrder.store.id))!;
    const scanUrl = `${vendorOrigin(store, config.publicUrl)}${workOrder.scan_path}`;
    return { workOrder, scanUrl };
  }

  app.get<{ Params: Static<typeof Params> }>(
    '/work-orders/:id/envelope.pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('pdf', 'The job envelope (store side)'),
      },
    },
    async (request, reply) => {
      const { workOrder, scanUrl } = await scannable(
        principalOf(request),
        request.params.id,
        { storeOnly: true },
      );
      const pdf = await envelopePdf({ workOrder, scanUrl });
      return sendFile(
        reply,
        'pdf',
        envelopeFileName(workOrder.work_order_no),
        pdf,
      );
    },
  );

  app.get<{ Params: Static<typeof Params> }>(
    '/work-orders/:id/qr.png',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: fileAnswer('png', "The QR code of the work order's scan URL"),
      },
    },
    async (request, reply) => {
      const { workOrder, scanUrl } = await scannable(
        principalOf(request),
        request.params.id,
      );
      return sendFile(
        reply,
        'png',
        `qr-${workOrderLabel(workOrder.work_order_no)}.png`,
        await qrPng(scanUrl),
      );
    },
  );
}
