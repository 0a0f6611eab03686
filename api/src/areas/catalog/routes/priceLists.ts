import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  PriceList,
  PriceListPage,
  PriceListQuery,
  PriceListSave,
} from 'shared/contracts/priceLists';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { loadPriceList, priceListPage, savePriceList } from '../priceLists';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { Id, schemaOf } from '../../../validation';

// The vendor's price lists (shared/contracts/priceLists): the vendor's owner only (staff
// 403); a store the vendor does not work with 404.

const Params = Type.Object({ storeId: Id() });
type P = { Params: Static<typeof Params> };

export async function priceListRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Querystring: PriceListQuery }>(
    '/vendor/price-lists',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: PriceListQuery }),
        response: { 200: PriceListPage },
      },
    },
    async (request) =>
      priceListPage(db, ownerVendorIdOf(principalOf(request)), request.query),
  );

  api.get<P>(
    '/vendor/price-lists/:storeId',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: PriceList },
      },
    },
    async (request) =>
      loadPriceList(
        db,
        ownerVendorIdOf(principalOf(request)),
        request.params.storeId,
      ),
  );

  api.put<P & { Body: PriceListSave }>(
    '/vendor/price-lists/:storeId',
    {
      onRequest: requireAuth,
      bodyLimit: 1024 * 1024,
      schema: {
        ...schemaOf({ params: Params, body: PriceListSave }),
        response: { 200: PriceList },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return savePriceList(
        db,
        { vendorId: ownerVendorIdOf(principal), userId: principal.user.id },
        request.params.storeId,
        request.body,
      );
    },
  );
}
