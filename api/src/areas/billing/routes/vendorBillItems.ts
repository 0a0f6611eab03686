import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BillItem,
  BillItemEdit,
  BillItemInput,
  BillItemList,
  BillItemQuery,
} from 'shared/contracts/vendorBillItems';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  createBillItem,
  deleteBillItem,
  saveBillItem,
} from '../vendorBillItems';
import { openBillItems } from '../vendorBillItemReads';
import { assertLinkedStore } from '../../vendors';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { Id, schemaOf } from '../../../validation';

// The vendor's extra bill items (/portal/addbillitems, shared/contracts/vendorBillItems):
// the owner only (vendor staff and everyone else 403); another vendor's item, or a store the vendor
// does not work with, 404.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };

/** Registers this area's routes under /api/v1. */
export async function vendorBillItemRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const vendorOf = (request: FastifyRequest) =>
    ownerVendorIdOf(principalOf(request));

  api.get<{ Querystring: BillItemQuery }>(
    '/vendor/bill-items',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: BillItemQuery }),
        response: { 200: BillItemList },
      },
    },
    async (request) => {
      const vendorId = vendorOf(request);
      await assertLinkedStore(db, vendorId, request.query.store_id);
      return openBillItems(db, vendorId, request.query.store_id);
    },
  );

  api.post<{ Body: BillItemInput }>(
    '/vendor/bill-items',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: BillItemInput }),
        response: { 201: BillItem },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const item = await createBillItem(
        db,
        { vendorId: ownerVendorIdOf(principal), userId: principal.user.id },
        request.body,
      );
      return reply.status(201).send(item);
    },
  );

  api.put<P & { Body: BillItemEdit }>(
    '/vendor/bill-items/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params, body: BillItemEdit }),
        response: { 200: BillItem },
      },
    },
    async (request) =>
      saveBillItem(db, vendorOf(request), request.params.id, request.body),
  );

  api.delete<P>(
    '/vendor/bill-items/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      await deleteBillItem(db, vendorOf(request), request.params.id);
      return {};
    },
  );
}
