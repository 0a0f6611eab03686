import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ReleaseAuditPage,
  ReleaseAuditQuery,
  ReleaseCanary,
  ReleaseDefault,
  ReleaseKillSwitch,
  ReleaseOverview,
  ReleasePin,
  ReleaseReason,
  ReleaseRemote,
  RemoteRelease,
} from 'shared/contracts/releases';
import type { AppContext } from '../../../context';
import {
  authenticate,
  isSuperAdmin,
  principalOf,
} from '../../../auth/principal';
import { listReleaseAudit } from '../releasesAudit';
import { loadOverview } from '../releasesOverview';
import {
  rollback,
  setCanary,
  setDefault,
  setKillSwitch,
  setPin,
} from '../releasesRollout';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { releasePublishRoutes } from './releasesPublish';

// The remotes' roll-out (shared/contracts/releases): the super admin only (anyone else
// 403, anonymous 401). Publishing and release keys are in releasesPublish.ts.

const RemoteParams = Type.Object({ remote: ReleaseRemote });
const PinParams = Type.Object({ remote: ReleaseRemote, storeId: Id() });
type R = { Params: Static<typeof RemoteParams> };

export async function releaseRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);
  const requireSuperAdmin = async (request: FastifyRequest) => {
    if (!isSuperAdmin(principalOf(request))) throw forbidden();
  };
  const admin = { onRequest: requireAuth, preValidation: requireSuperAdmin };
  const userId = (request: FastifyRequest) => principalOf(request).user.id;
  const answer = { response: { 200: RemoteRelease } };

  api.get(
    '/releases',
    {
      ...admin,
      schema: { ...schemaOf({}), response: { 200: ReleaseOverview } },
    },
    async () => loadOverview(db),
  );

  api.get<{ Querystring: ReleaseAuditQuery }>(
    '/releases/audit',
    {
      ...admin,
      schema: {
        ...schemaOf({ querystring: ReleaseAuditQuery }),
        response: { 200: ReleaseAuditPage },
      },
    },
    async (request) => listReleaseAudit(db, request.query),
  );

  api.put<R & { Body: ReleaseDefault }>(
    '/releases/:remote/default',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: RemoteParams, body: ReleaseDefault }),
        ...answer,
      },
    },
    async (request) =>
      setDefault(db, userId(request), request.params.remote, request.body),
  );

  api.post<R & { Body: ReleaseReason }>(
    '/releases/:remote/rollback',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: RemoteParams, body: ReleaseReason }),
        ...answer,
      },
    },
    async (request) =>
      rollback(db, userId(request), request.params.remote, request.body),
  );

  api.put<{ Params: Static<typeof PinParams>; Body: ReleasePin }>(
    '/releases/:remote/pins/:storeId',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: PinParams, body: ReleasePin }),
        ...answer,
      },
    },
    async (request) =>
      setPin(
        db,
        userId(request),
        request.params.remote,
        request.params.storeId,
        request.body,
      ),
  );

  api.put<R & { Body: ReleaseCanary }>(
    '/releases/:remote/canary',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: RemoteParams, body: ReleaseCanary }),
        ...answer,
      },
    },
    async (request) =>
      setCanary(db, userId(request), request.params.remote, request.body),
  );

  api.put<R & { Body: ReleaseKillSwitch }>(
    '/releases/:remote/kill-switch',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: RemoteParams, body: ReleaseKillSwitch }),
        ...answer,
      },
    },
    async (request) =>
      setKillSwitch(db, userId(request), request.params.remote, request.body),
  );

  await releasePublishRoutes(api, ctx);
}
