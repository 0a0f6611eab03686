import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// The vendor's own customers, sales orders (create, bulk import) and estimates (issue 10).

/** Registers this area's routes under /api/v1. */
export async function vendorSalesOrderRoutes(
  _api: FastifyInstance,
  _ctx: AppContext,
): Promise<void> {
  // Routes land here.
}
