import { DevBulkOrders, DevBulkOrdersBody } from 'shared/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../errors';
import { insertBulkOrders } from '../bulkOrders';
import { devOnly } from '../../../security/devRoutes';
import { schemaOf } from '../../../validation';

// POST /dev/bulk-orders: a store's order book at scale for the benchmark (`npm run bench`: the sales
// orders list with 10,000 orders; see bulkOrders.ts). Development only (security/devRoutes.ts).

export async function devOrderRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  if (!config.dev.routes) return;
  app.post<{ Body: DevBulkOrdersBody }>(
    '/dev/bulk-orders',
    {
      onRequest: devOnly(config),
      schema: {
        ...schemaOf({ body: DevBulkOrdersBody }),
        response: { 201: DevBulkOrders },
      },
    },
    async (request, reply) => {
      const { store_id: storeId, count } = request.body;
      const inserted = await insertBulkOrders(db, storeId, count);
      if (!inserted) throw notFound('Store not found.');
      reply.status(201);
      return inserted;
    },
  );
}
