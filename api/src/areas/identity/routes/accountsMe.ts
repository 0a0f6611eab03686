import { Type, type Static } from '@sinclair/typebox';
import {
  CustomerProfile,
  ProfilePatch,
  SavedAddress,
  SavedAddressBody,
  SavedAddressList,
} from 'shared/contracts/accounts';
import { EmptyAnswer } from 'shared/contracts/answers';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { authenticate } from '../../../auth/principal';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
  validateAddress,
} from '../addresses';
import { loadProfile, updateProfile } from '../customers';
import {
  checkName,
  checkPhone,
  throwIfErrors,
  type FieldErrors,
} from '../../../platform/fieldChecks';
import { notFound } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { customerOf } from '../customerCaller';

// My Account: the caller's profile and saved addresses. Customers only.

const IdParams = Type.Object({ id: Id() });

export async function myAccountRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);
  const profileOf = async (customerId: number) => {
    const profile = await loadProfile(db, customerId);
    if (!profile) throw notFound('Customer not found.');
    return profile;
  };

  app.get(
    '/customers/me',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: CustomerProfile } },
    },
    async (request) => profileOf(customerOf(request).customerId),
  );

  app.patch<{ Body: ProfilePatch }>(
    '/customers/me',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: ProfilePatch }),
        response: { 200: CustomerProfile },
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const body = request.body;
      const errors: FieldErrors = {};
      const patch: Parameters<typeof updateProfile>[2] = {};
      if (body.first_name !== undefined)
        patch.first_name = checkName(errors, 'first_name', body.first_name);
      if (body.last_name !== undefined)
        patch.last_name = checkName(errors, 'last_name', body.last_name);
      if (body.phone !== undefined)
        patch.phone = checkPhone(errors, 'phone', body.phone);
      throwIfErrors(errors);
      await updateProfile(db, customerId, patch);
      return profileOf(customerId);
    },
  );

  app.get(
    '/customers/me/addresses',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: SavedAddressList } },
    },
    async (request) => listAddresses(db, customerOf(request).customerId),
  );

  app.post<{ Body: SavedAddressBody }>(
    '/customers/me/addresses',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: SavedAddressBody }),
        response: { 201: SavedAddress },
      },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const values = validateAddress(request.body);
      const address = await createAddress(
        db,
        customerId,
        values,
        request.body.is_default,
      );
      reply.status(201);
      return address;
    },
  );

  app.put<{
    Params: Static<typeof IdParams>;
    Body: SavedAddressBody;
  }>(
    '/customers/me/addresses/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams, body: SavedAddressBody }),
        response: { 200: SavedAddress },
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const values = validateAddress(request.body);
      return updateAddress(
        db,
        customerId,
        request.params.id,
        values,
        request.body.is_default,
      );
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/customers/me/addresses/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ params: IdParams }),
        response: { 200: EmptyAnswer },
      },
    },
    async (request) => {
      await deleteAddress(
        db,
        customerOf(request).customerId,
        request.params.id,
      );
      return {};
    },
  );
}
