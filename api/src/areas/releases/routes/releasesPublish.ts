import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RELEASE_MESSAGES,
  ReleaseKey,
  ReleaseKeyCreate,
  ReleaseKeyCreated,
  ReleaseKeyList,
  ReleasePublish,
  ReleaseRemote,
  ReleaseVersion,
} from 'shared/contracts/releases';
import type { AppContext } from '../../../context';
import {
  authenticate,
  isSuperAdmin,
  principalOf,
} from '../../../auth/principal';
import type { ReleaseAuthor } from '../releasesAudit';
import {
  createReleaseKey,
  findReleaseKey,
  listReleaseKeys,
  revokeReleaseKey,
  type ReleaseKeyRow,
} from '../releasesKeys';
import { publishVersion } from '../releasesVersions';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';

// Publishing a version of a remote: a remote team's release key (header
// `x-release-key`, that remote only) or the super admin; rate limited per address like the other
// routes strangers reach (security/rateLimits.ts), release key guesses included. The release keys:
// the super admin only.

const RemoteParams = Type.Object({ remote: ReleaseRemote });
const KeyParams = Type.Object({ id: Id() });
export const RELEASE_KEY_HEADER = 'x-release-key';

export async function releasePublishRoutes(
  api: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);
  const requireSuperAdmin = async (request: FastifyRequest) => {
    if (!isSuperAdmin(principalOf(request))) throw forbidden();
  };
  const admin = { onRequest: requireAuth, preValidation: requireSuperAdmin };
  // The key a request was authenticated with (a release key is no user, so no principal).
  const keys = new WeakMap<FastifyRequest, ReleaseKeyRow>();

  const keyOf = (request: FastifyRequest) => {
    const key = request.headers[RELEASE_KEY_HEADER];
    return typeof key === 'string' && key !== '' ? key : null;
  };
  /** Without a release key: a user's bearer token (401 anonymous), and that user the super admin. */
  const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!keyOf(request)) await requireAuth(request, reply);
  };
  const requireUserMayPublish = async (request: FastifyRequest) => {
    if (!keyOf(request) && !isSuperAdmin(principalOf(request)))
      throw forbidden();
  };
  /**
   * With a release key: checked after the route's rate limit (a preHandler, so every guess counts;
   * a malformed body is refused before, telling nothing about the key); 401 unknown or revoked,
   * 403 another remote's key.
   */
  const requireKeyOfRemote = async (
    request: FastifyRequest<{ Params: Static<typeof RemoteParams> }>,
  ) => {
    const key = keyOf(request);
    if (!key) return;
    const row = await findReleaseKey(db, key);
    if (row.remote_key !== request.params.remote)
      throw forbidden(RELEASE_MESSAGES.keyOtherRemote);
    keys.set(request, row);
  };
  const authorOf = (
    request: FastifyRequest,
  ): Exclude<ReleaseAuthor, { kind: 'system' }> => {
    const key = keys.get(request);
    return key
      ? {
          kind: 'release_key',
          keyId: key.id,
          name: key.name,
          prefix: key.key_prefix,
        }
      : { kind: 'user', userId: principalOf(request).user.id };
  };

  api.post<{ Params: Static<typeof RemoteParams>; Body: ReleasePublish }>(
    '/releases/:remote/versions',
    {
      onRequest: requireUser,
      preValidation: requireUserMayPublish,
      preHandler: requireKeyOfRemote,
      bodyLimit: 1024 * 1024,
      schema: {
        ...schemaOf({ params: RemoteParams, body: ReleasePublish }),
        response: { 201: ReleaseVersion },
      },
    },
    async (request, reply) => {
      const version = await publishVersion(
        db,
        authorOf(request),
        request.params.remote,
        request.body,
      );
      return reply.status(201).send(version);
    },
  );

  api.get(
    '/releases/keys',
    {
      ...admin,
      schema: { ...schemaOf({}), response: { 200: ReleaseKeyList } },
    },
    async () => listReleaseKeys(db),
  );

  api.post<{ Body: ReleaseKeyCreate }>(
    '/releases/keys',
    {
      ...admin,
      schema: {
        ...schemaOf({ body: ReleaseKeyCreate }),
        response: { 201: ReleaseKeyCreated },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReleaseKey(
            db,
            principalOf(request).user.id,
            request.body,
          ),
        ),
  );

  api.delete<{ Params: Static<typeof KeyParams> }>(
    '/releases/keys/:id',
    {
      ...admin,
      schema: {
        ...schemaOf({ params: KeyParams }),
        response: { 200: ReleaseKey },
      },
    },
    async (request) =>
      revokeReleaseKey(db, principalOf(request).user.id, request.params.id),
  );
}
