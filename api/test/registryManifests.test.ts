import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { syncRemoteReleases } from '../src/areas/releases/releasesStartup';
import {
  createReleaseKit,
  manifestOf,
  type ReleaseKit,
} from './releasesFixtures';

// GET /remote-registry?manifests=…: the answer carries the federation manifests of the remotes a
// page renders first (ADR 0025), so the shell's runtime needs no manifest request.

const why = 'registry manifests test';

/** An origin on a port the system just handed out and nothing listens on any more. */
async function closedOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the manifests the registry answer carries', () => {
  let own: ReleaseKit;
  let dir: string;
  let server: ReturnType<typeof Fastify>;
  let origin: string;
  let nobody: string;
  const build = (buildName: string) =>
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        ...manifestOf('notifications'),
        metaData: {
          ...manifestOf('notifications').metaData,
          buildInfo: { buildVersion: '0.1.0', buildName },
        },
      }),
    );
  beforeAll(async () => {
    own = await createReleaseKit();
    dir = mkdtempSync(join(tmpdir(), 'remote-build-'));
    build('first build');
    // A remote's static server as tools/serve runs it: @fastify/static, ETags, 304 when unchanged.
    server = Fastify();
    await server.register(fastifyStatic, { root: dir });
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
    // The store portal's start-up build at a URL where nothing answers (not the development
    // default, where `npm start` may be serving it).
    nobody = await closedOrigin();
    await syncRemoteReleases(own.api.db, {
      notifications: origin,
      storePortal: nobody,
    });
  });
  afterAll(async () => {
    await server.close();
    await own.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const registry = async (query: string) => {
    const res = await own.api.request({
      method: 'GET',
      url: `/api/v1/remote-registry?host=acme.localhost${query}`,
    });
    expect(res.status).toBe(200);
    return res.body.remotes;
  };

  it("carries a published version's stored manifest, only for the remotes asked for", async () => {
    await own.publish('storefront', '2.0.0');
    await own.call('PUT', '/releases/storefront/pins/1', {
      version: '2.0.0',
      reason: why,
    });
    const remotes = await registry('&manifests=storefront');
    expect(remotes.storefront).toEqual({
      name: 'mf_storefront',
      entry: 'https://cdn.example.test/storefront/2.0.0/mf-manifest.json',
      version: '2.0.0',
      manifest: manifestOf('storefront'),
    });
    expect(remotes.storePortal).not.toHaveProperty('manifest');
    expect(remotes.notifications).not.toHaveProperty('manifest');
    expect((await registry('')).storefront).not.toHaveProperty('manifest');
  });

  it("fetches a start-up build's manifest from its server, and a rebuilt one is never answered stale", async () => {
    const first = await registry('&manifests=notifications,storePortal');
    expect(first.notifications.entry).toBe(`${origin}/mf-manifest.json`);
    expect(first.notifications.manifest.metaData.buildInfo.buildName).toBe(
      'first build',
    );
    // Nothing serves the store portal's configured URL here: the answer names it without one.
    expect(first.storePortal.entry).toBe(`${nobody}/mf-manifest.json`);
    expect(first.storePortal).not.toHaveProperty('manifest');
    build('second build');
    const second = await registry('&manifests=notifications');
    expect(second.notifications.manifest.metaData.buildInfo.buildName).toBe(
      'second build',
    );
  });

  it('a server that answers no manifest leaves it out, and the answer still names the remote', async () => {
    writeFileSync(join(dir, 'mf-manifest.json'), '<html>not json</html>');
    const remotes = await registry('&manifests=notifications');
    expect(remotes.notifications).toEqual({
      name: 'mf_notifications',
      entry: `${origin}/mf-manifest.json`,
      version: '0.1.0',
    });
  });

  it.each([
    ['an unknown remote', 'nope'],
    ['a trailing comma', 'storefront,'],
    ['another separator', 'storefront;drop'],
    [
      'more names than there are remotes',
      'storefront,'.repeat(6) + 'storefront',
    ],
  ])(
    'refuses %s in manifests with a 400 and its field error',
    async (_label, value) => {
      const res = await own.api.request({
        method: 'GET',
        url: `/api/v1/remote-registry?host=acme.localhost&manifests=${encodeURIComponent(value)}`,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
        errors: { manifests: expect.any(String) },
      });
    },
  );
});
