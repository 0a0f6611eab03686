import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  CarrierAccountEdit,
  CarrierAccountInput,
  Integrations,
  ScriptsEdit,
  UrlIntegrationEdit,
} from 'shared/contracts/billing';
import type { AppContext } from '../../../context';
import { MODULES, ROLES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  addCarrierAccount,
  editCarrierAccount,
  removeCarrierAccount,
} from '../storeCarrierAccounts';
import {
  loadIntegrations,
  saveScripts,
  saveUrlIntegration,
} from '../storeIntegrations';
import { Id, schemaOf, StoreParams } from '../../../validation';
import { ownedStore, readableStore } from '../storePageAccess';

// The store portal's integrations page: carrier accounts, Stripe's status, the URL
// integration switch, the store's scripts. Contract: shared/contracts/billing.ts.

const CarrierParams = Type.Object({ store_id: Id(), id: Id() });
type SP = { Params: Static<typeof StoreParams> };
type CP = { Params: Static<typeof CarrierParams> };
const answer = { 200: Integrations };

/** Registers this area's routes under /api/v1. */
export async function storeIntegrationRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const owner = (request: Parameters<typeof ownedStore>[1]) =>
    ownedStore(db, request);

  api.get<SP>(
    '/stores/:store_id/integrations',
    {
      onRequest,
      schema: { ...schemaOf({ params: StoreParams }), response: answer },
    },
    async (request) => {
      const storeId = await readableStore(db, request, MODULES.integration);
      const integrations = await loadIntegrations(db, config, storeId);
      // The store's scripts are the owner's (and the super admin's): staff readers do not see them.
      if (principalOf(request).user.role_id !== ROLES.storeStaff)
        return integrations;
      return {
        ...integrations,
        ada_script: null,
        google_analytics_script: null,
        google_tag_script: null,
      };
    },
  );

  api.post<SP & { Body: CarrierAccountInput }>(
    '/stores/:store_id/integrations/carriers',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: CarrierAccountInput }),
        response: { 201: Integrations },
      },
    },
    async (request, reply) => {
      const result = await addCarrierAccount(
        db,
        config,
        await owner(request),
        request.body,
      );
      reply.status(201);
      return result;
    },
  );

  api.put<CP & { Body: CarrierAccountEdit }>(
    '/stores/:store_id/integrations/carriers/:id',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: CarrierParams, body: CarrierAccountEdit }),
        response: answer,
      },
    },
    async (request) =>
      editCarrierAccount(
        db,
        config,
        await owner(request),
        request.params.id,
        request.body,
      ),
  );

  api.delete<CP>(
    '/stores/:store_id/integrations/carriers/:id',
    {
      onRequest,
      schema: { ...schemaOf({ params: CarrierParams }), response: answer },
    },
    async (request) =>
      removeCarrierAccount(db, config, await owner(request), request.params.id),
  );

  api.put<SP & { Body: UrlIntegrationEdit }>(
    '/stores/:store_id/integrations/url',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: UrlIntegrationEdit }),
        response: answer,
      },
    },
    async (request) =>
      saveUrlIntegration(db, config, await owner(request), request.body),
  );

  api.put<SP & { Body: ScriptsEdit }>(
    '/stores/:store_id/integrations/scripts',
    {
      onRequest,
      schema: {
        ...schemaOf({ params: StoreParams, body: ScriptsEdit }),
        response: answer,
      },
    },
    async (request) =>
      saveScripts(db, config, await owner(request), request.body),
  );
}
