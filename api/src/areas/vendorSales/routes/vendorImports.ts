import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VendorImportQuery,
  VendorImportRecordPage,
} from 'shared/contracts/vendorSetup';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { vendorImportPage } from '../vendorImports';
import { schemaOf } from '../../../validation';

// The history of the vendor's sales-order imports (/portal/setting/import-salesorders): the owner
// only, vendor staff and everyone else 403.

export async function vendorImportRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const vendorOf = (request: FastifyRequest) =>
    ownerVendorIdOf(principalOf(request));

  api.get<{ Querystring: VendorImportQuery }>(
    '/vendor/settings/imports',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorImportQuery }),
        response: { 200: VendorImportRecordPage },
      },
    },
    async (request) => vendorImportPage(db, vendorOf(request), request.query),
  );
}
