import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  InsurancePlan,
  InsurancePlanInput,
} from 'shared/contracts/insurancePlans';
import type { AppContext } from '../context';
import { LEVELS } from '../auth/permissions';
import { authenticate, principalOf } from '../auth/principal';
import {
  addInsurancePlan,
  editInsurancePlan,
  listInsurancePlans,
  removeInsurancePlan,
} from '../domain/insurancePlans';
import { storeVendorScope } from '../domain/storeVendors';
import { EmptyObject, Id, schemaOf } from '../validation';

// The store's insurance plans on the store portal's vendors page (issue 11): the routes of
// shared/contracts/insurancePlans, under the vendor management module.

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
    { onRequest, schema: { response: { 200: Type.Array(InsurancePlan) } } },
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
      const plan = await addInsurancePlan(
        db,
        storeOf(request, LEVELS.create),
        request.body,
      );
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
    async (request) =>
      editInsurancePlan(
        db,
        request.params.id,
        storeOf(request, LEVELS.edit),
        request.body,
      ),
  );

  api.delete<P>(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        ...schemaOf({ params: Params }),
        response: { 200: EmptyObject() },
      },
    },
    async (request) => {
      await removeInsurancePlan(
        db,
        request.params.id,
        storeOf(request, LEVELS.delete),
      );
      return {};
    },
  );
}
