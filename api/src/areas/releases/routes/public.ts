import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { storeScriptUrl } from 'shared/csp';
import { Health } from 'shared/contracts/health';
import { RemoteRegistryAnswer } from 'shared/contracts/releases';
import { StorefrontCategoryList } from 'shared/contracts/storefrontPages';
import {
  StoreSettings,
  WhiteLabelSettings,
} from 'shared/contracts/tenantSettings';
import type { AppContext } from '../../../context';
import {
  activeStoreByHost,
  activeStoreById,
  findStoreByHost,
  itemCategories,
  ownerFirstName,
  serviceCategories,
  toStoreSettings,
  toWhiteLabelSettings,
} from '../../storefront';
import { pingDatabase } from '../../../db/unavailable';
import { resolveRegistry } from '../releasesResolve';
import { manifestsFor } from '../remoteManifests';
import { REMOTE_KEYS, type RemoteKey } from '../../../config';
import { Hostname, Id, schemaOf } from '../../../validation';

const StoreUrlQuery = Type.Object({ store_url: Hostname() });
const REMOTE_KEY = `(${REMOTE_KEYS.join('|')})`;
const RegistryQuery = Type.Object({
  host: Type.Optional(Hostname()),
  store_id: Type.Optional(Id()),
  // The remotes whose manifests the answer should carry (the page's first ones), comma-separated.
  manifests: Type.Optional(
    Type.String({
      pattern: `^${REMOTE_KEY}(,${REMOTE_KEY}){0,${REMOTE_KEYS.length - 1}}$`,
    }),
  ),
});

export async function publicRoutes(
  app: FastifyInstance,
  { db }: AppContext,
): Promise<void> {
  app.get(
    '/health',
    { schema: { ...schemaOf({}), response: { 200: Health } } },
    async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // Which build of each remote serves this tenant (ADR 0018): kill switch → the store's pin → its
  // canary bucket → the default; null when nothing may serve it (the shell shows the fallback).
  app.get<{ Querystring: Static<typeof RegistryQuery> }>(
    '/remote-registry',
    {
      schema: {
        ...schemaOf({ querystring: RegistryQuery }),
        response: { 200: RemoteRegistryAnswer },
      },
    },
    async (request, reply) => {
      const { host, store_id: storeIdParam } = request.query;
      let storeId: number | null = null;
      if (storeIdParam !== undefined) storeId = storeIdParam;
      else if (host) storeId = (await findStoreByHost(db, host))?.id ?? null;
      const remotes = await resolveRegistry(db, storeId);
      const wanted = (request.query.manifests?.split(',') ?? []) as RemoteKey[];
      const manifests = await manifestsFor(db, remotes, wanted);
      // Revalidated on every load: a pointer move or a kill switch takes effect at once.
      reply.header('cache-control', 'no-cache');
      return {
        remotes: Object.fromEntries(
          Object.entries(remotes).map(([key, remote]) => {
            const manifest = manifests[key as RemoteKey];
            return [key, remote && manifest ? { ...remote, manifest } : remote];
          }),
        ),
      };
    },
  );

  // A store script setting reaches browsers only as the http(s) URL of a script: markup or inline
  // code stored before the settings form validated it (shared/csp) answers null.
  app.get<{ Querystring: Static<typeof StoreUrlQuery> }>(
    '/white-label-settings',
    {
      schema: {
        ...schemaOf({ querystring: StoreUrlQuery }),
        response: { 200: WhiteLabelSettings },
      },
    },
    async (request) => {
      const settings = toWhiteLabelSettings(
        await activeStoreByHost(db, request.query.store_url),
      );
      return {
        ...settings,
        ada_script: storeScriptUrl(settings.ada_script),
        google_analytics_script: storeScriptUrl(
          settings.google_analytics_script,
        ),
        google_tag_script: storeScriptUrl(settings.google_tag_script),
      };
    },
  );

  app.get<{ Querystring: Static<typeof StoreUrlQuery> }>(
    '/store-settings',
    {
      schema: {
        ...schemaOf({ querystring: StoreUrlQuery }),
        response: { 200: StoreSettings },
      },
    },
    async (request) => {
      const store = await activeStoreByHost(db, request.query.store_url);
      return toStoreSettings(store, await ownerFirstName(db, store.id));
    },
  );

  const StoreParams = Type.Object({ id: Id() });
  app.get<{ Params: Static<typeof StoreParams> }>(
    '/service-categories/store/:id',
    {
      schema: {
        ...schemaOf({ params: StoreParams }),
        response: { 200: StorefrontCategoryList },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.params.id);
      return serviceCategories(db, store.id);
    },
  );

  app.get<{ Params: Static<typeof StoreParams> }>(
    '/item-categories/store/:id',
    {
      schema: {
        ...schemaOf({ params: StoreParams }),
        response: { 200: StorefrontCategoryList },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.params.id);
      return itemCategories(db, store.id);
    },
  );
}
