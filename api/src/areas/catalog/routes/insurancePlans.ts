import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody } from 'shared/contracts/repair';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  InsurancePlan,
  InsurancePlanInput,
  InsurancePlanList,
  InsuranceSelection,
} from 'shared/contracts/insurancePlans';
import type { AppContext } from '../../../context';
import { LEVELS } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import {
  addInsurancePlan,
  editInsurancePlan,
  listInsurancePlans,
  removeInsurancePlan,
  selectInsurancePlan,
} from '../insurancePlans';
import { publishInsuranceChange, storeVendorScope } from '../../vendors';
import { Id, schemaOf } from '../../../validation';

// The store's insurance plans on the store portal's vendors page: the routes of
// shared/contracts/insurancePlans, under the vendor management module. Every change is pushed live
// to the store's other open vendors pages (areas/vendors/vendorManagementLive.ts).

const Params = Type.Object({ id: Id() });
type P = { Params: Static<typeof Params> };
const PATH = '/portal/insurance-plans';

/** Registers this area's routes under /api/v1. */
export async function insurancePlanRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const onRequest = authenticate(db, config);
  const storeOf = (request: FastifyRequest, level: number) =>
    storeVendorScope(principalOf(request), level);

  api.get(
    PATH,
    { onRequest, schema: { response: { 200: InsurancePlanList } } },
    async (request) => listInsurancePlans(db, storeOf(request, LEVELS.view)),
  );

  api.post<{ Body: InsurancePlanInput }>(
    PATH,
    {
      onRequest,
      schema: {
        ...schemaOf({ body: InsurancePlanInput }),
        response: { 201: InsurancePlan },
      },
    },
    async (request, reply) => {
      const storeId = storeOf(request, LEVELS.create);
      const plan = await addInsurancePlan(db, storeId, request.body);
      await publishInsuranceChange(ctx, storeId, plan.id, 'saved');
      reply.status(201);
      return plan;
    },
  );

  api.put<P & { Body: InsurancePlanInput }>(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params, body: InsurancePlanInput }),
        response: { 200: InsurancePlan },
      },
    },
    async (request) => {
      const storeId = storeOf(request, LEVELS.edit);
      const { id } = request.params;
      const plan = await editInsurancePlan(db, id, storeId, request.body);
      await publishInsuranceChange(ctx, storeId, id, 'saved');
      return plan;
    },
  );

  // the spec's "selected" insurance (a static path: fastify prefers it to the parametric /:id)
  api.put<{ Body: InsuranceSelection }>(
    `${PATH}/selected`,
    {
      onRequest,
      schema: {
        ...schemaOf({ body: InsuranceSelection }),
        response: { 200: InsurancePlanList },
      },
    },
    async (request) => {
      const storeId = storeOf(request, LEVELS.edit);
      const { id } = request.body;
      const plans = await selectInsurancePlan(db, storeId, id);
      await publishInsuranceChange(ctx, storeId, id ?? 0, 'selected');
      return plans;
    },
  );

  api.delete<P>(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyBody },
      },
    },
    async (request) => {
      const storeId = storeOf(request, LEVELS.delete);
      await removeInsurancePlan(db, request.params.id, storeId);
      await publishInsuranceChange(ctx, storeId, request.params.id, 'deleted');
      return {};
    },
  );
}
