import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EmptyBody } from 'shared/contracts/repair';
import {
  VendorAddress,
  VendorAddressEdit,
  VendorAddressInput,
  VendorAddressList,
} from 'shared/contracts/vendorOnboarding';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  addVendorAddress,
  editVendorAddress,
  listVendorAddresses,
  loadVendorAddress,
  makeDefaultVendorAddress,
  removeVendorAddress,
} from '../vendorAddresses';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import { Id, schemaOf } from '../../../validation';

// The workshop's addresses: the vendor owner's; staff and everyone else 403.

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
/** Registers this area's routes under /api/v1. */
export async function vendorAddressRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const owner = (request: Parameters<typeof principalOf>[0]) =>
    ownerVendorIdOf(principalOf(request));

  api.get(
    '/vendor/addresses',
    {
      onRequest,
      schema: {
        ...schemaOf({}),
        response: { 200: VendorAddressList },
      },
    },
    async (request) => listVendorAddresses(db, owner(request)),
  );

  api.post<{ Body: VendorAddressInput }>(
    '/vendor/addresses',
    {
      onRequest,
      schema: {
        ...schemaOf({ body: VendorAddressInput }),
        response: { 201: VendorAddress },
      },
    },
    async (request, reply) => {
      const address = await addVendorAddress(db, owner(request), request.body);
      reply.status(201);
      return address;
    },
  );

  api.get<P>(
    '/vendor/addresses/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorAddress },
      },
    },
    async (request) => loadVendorAddress(db, owner(request), request.params.id),
  );

  api.put<P & { Body: VendorAddressEdit }>(
    '/vendor/addresses/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: VendorAddressEdit }),
        response: { 200: VendorAddress },
      },
    },
    async (request) =>
      editVendorAddress(db, owner(request), request.params.id, request.body),
  );

  api.post<P>(
    '/vendor/addresses/:id/default',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: EmptyBody }),
        response: { 200: VendorAddressList },
      },
    },
    async (request) =>
      makeDefaultVendorAddress(db, owner(request), request.params.id),
  );

  api.delete<P>(
    '/vendor/addresses/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: VendorAddressList },
      },
    },
    async (request) => {
      const vendorId = owner(request);
      await removeVendorAddress(db, vendorId, request.params.id);
      return listVendorAddresses(db, vendorId);
    },
  );
}
