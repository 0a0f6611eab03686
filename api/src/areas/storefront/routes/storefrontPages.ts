import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  StorefrontPage,
  StorefrontSitemap,
} from 'shared/contracts/storefrontPages';
import type { AppContext } from '../../../context';
import { storefrontPage, storefrontSitemap } from '../storefrontPages';
import { Hostname, schemaOf } from '../../../validation';

// The shell's server asks these to write a storefront page's head and its host's sitemap (one
// request a page). Public data only: shared caches may keep an answer for a short while.
const PageQuery = Type.Object({
  host: Hostname(),
  path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/' }),
});
const SitemapQuery = Type.Object({ host: Hostname() });
const CACHE = 'public, max-age=30';

export async function storefrontPageRoutes(
  app: FastifyInstance,
  { db }: AppContext,
): Promise<void> {
  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/storefront-page',
    {
      schema: {
        ...schemaOf({ querystring: PageQuery }),
        response: { 200: StorefrontPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return storefrontPage(db, request.query.host, request.query.path);
    },
  );

  app.get<{ Querystring: Static<typeof SitemapQuery> }>(
    '/storefront-sitemap',
    {
      schema: {
        ...schemaOf({ querystring: SitemapQuery }),
        response: { 200: StorefrontSitemap },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return storefrontSitemap(db, request.query.host);
    },
  );
}
