import { pagesShapeProblems } from 'shared/contracts/pages';
import { RELEASE_MESSAGES } from 'shared/contracts/releases';
import {
  createReleaseKit,
  manifestOf,
  publishBody,
  type ReleaseKit,
} from './releasesFixtures';

// A published version's manifest may carry its remote's page declaration (ADR 0030), which the
// registry answer then hands to the shell for the menu: a malformed one is refused at publish,
// a well-formed one comes back with the manifest.

let kit: ReleaseKit;
beforeAll(async () => {
  kit = await createReleaseKit();
});
afterAll(() => kit.close());

const PAGES = {
  namespace: 'storePortal',
  pages: [
    {
      path: 'reports',
      login: true,
      menu: {
        label: { key: 'menu.reports', text: 'Reports' },
        icon: 'file-text',
        order: 140,
        roles: ['STORE_OWNER'],
        permission: { module: 'DASHBOARD', level: 'VIEW', location: 'ANY' },
      },
    },
  ],
  publicPaths: ['login'],
};

const withPages = (version: string, pages: unknown) => {
  const body = publishBody('storePortal', version);
  return {
    ...body,
    manifest: {
      ...body.manifest,
      metaData: { ...manifestOf('storePortal').metaData, pages },
    },
  };
};

it('refuses a declaration naming an icon, module or role that does not exist, and registers nothing', async () => {
  const bad = {
    ...PAGES,
    pages: [
      {
        ...PAGES.pages[0],
        roles: ['STORE_JANITOR'],
        menu: {
          ...PAGES.pages[0]!.menu,
          icon: 'rocket',
          permission: { module: 'TELEPORT', level: 'VIEW', location: 'ANY' },
        },
      },
    ],
  };
  const res = await kit.call(
    'POST',
    '/releases/storePortal/versions',
    withPages('2.0.0', bad),
  );
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: 'VALIDATION_ERROR',
    errors: {
      'manifest.metaData.pages': RELEASE_MESSAGES.pages(
        pagesShapeProblems(bad)[0]!,
      ),
    },
  });
  const listed = await kit.call('GET', '/releases');
  expect(JSON.stringify(listed.body)).not.toContain('"2.0.0"');
});

it('a pinned store’s registry answer carries the pinned version’s declaration with its manifest', async () => {
  const published = await kit.call(
    'POST',
    '/releases/storePortal/versions',
    withPages('2.1.0', PAGES),
  );
  expect(published.status).toBe(201);
  const pinned = await kit.call('PUT', '/releases/storePortal/pins/2', {
    version: '2.1.0',
    reason: 'try the reports page at Globex',
  });
  expect(pinned.status).toBe(200);
  const registry = async (storeId: number) =>
    (
      await kit.api.request({
        method: 'GET',
        url: `/api/v1/remote-registry?host=app.localhost&store_id=${storeId}&manifests=storePortal`,
      })
    ).body as {
      remotes: { storePortal: { version: string; manifest?: object } };
    };
  const globex = (await registry(2)).remotes.storePortal;
  expect(globex.version).toBe('2.1.0');
  expect(globex.manifest).toMatchObject({ metaData: { pages: PAGES } });
  expect((await registry(1)).remotes.storePortal.version).not.toBe('2.1.0');
});
