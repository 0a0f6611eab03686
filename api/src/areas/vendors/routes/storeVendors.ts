import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CommissionRules,
  CommissionRulesEdit,
  StoreVendor,
  StoreVendorPage,
  StoreVendorQuery,
  StoreVendorVersion,
} from 'shared/contracts/storeVendors';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  listStoreVendors,
  setStoreVendorActive,
  storeVendorScope,
} from '../storeVendors';
import {
  loadCommissionRules,
  saveCommissionRules,
} from '../storeVendorsCommissions';
import { Id, schemaOf } from '../../../validation';
import { storeVendorInvitationRoutes } from './storeVendorsInvitations';

// The store portal's vendors page: the linked vendors, deactivate / reactivate a link,
// commission rules per vendor, and (storeVendorsInvitations.ts) invitations by mail. The routes and their answers are listed in
// shared/contracts/storeVendors.ts.

const Params = Type.Object({ vendor_id: Id() });
type Params = Static<typeof Params>;

/** Registers this area's routes under /api/v1. */
export async function storeVendorRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const storeOf = (request: FastifyRequest, level: number) =>
    storeVendorScope(principalOf(request), level);

  api.get<{ Querystring: StoreVendorQuery }>(
    '/portal/vendors',
    {
      onRequest,
      schema: {
        ...schemaOf({ querystring: StoreVendorQuery }),
        response: { 200: StoreVendorPage },
      },
    },
    async (request) =>
      listStoreVendors(db, storeOf(request, LEVELS.view), request.query),
  );

  for (const [move, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    api.post<{ Params: Params; Body: StoreVendorVersion }>(
      `/portal/vendors/:vendor_id/${move}`,
      {
        onRequest,
        schema: {
          ...schemaOf({ params: Params, body: StoreVendorVersion }),
          response: { 200: StoreVendor },
        },
      },
      async (request) =>
        setStoreVendorActive(
          db,
          storeOf(request, LEVELS.edit),
          request.params.vendor_id,
          request.body.version,
          active,
        ),
    );
  }

  api.get<{ Params: Params }>(
    '/portal/vendors/:vendor_id/commission-rules',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: CommissionRules },
      },
    },
    async (request) =>
      loadCommissionRules(
        db,
        storeOf(request, LEVELS.view),
        request.params.vendor_id,
      ),
  );

  api.put<{ Params: Params; Body: CommissionRulesEdit }>(
    '/portal/vendors/:vendor_id/commission-rules',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: CommissionRulesEdit }),
        response: { 200: CommissionRules },
      },
    },
    async (request) =>
      saveCommissionRules(
        db,
        storeOf(request, LEVELS.edit),
        request.params.vendor_id,
        request.body.version,
        request.body.rules,
      ),
  );

  await storeVendorInvitationRoutes(api, ctx);
}
