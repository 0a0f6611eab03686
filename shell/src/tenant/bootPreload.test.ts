/**
 * @jest-environment node
 */
import { bootRequests, REGISTRY } from '../testing/bootScript';

const manifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  },
  exposes: [
    {
      path: './Routes',
      assets: { js: { sync: ['routes.1.js'], async: ['later.2.js'] } },
    },
    {
      path: './TrackOrderDialog',
      assets: { js: { sync: ['dialog.3.js'], async: [] } },
    },
  ],
};

/** The registry answer with `key`'s manifest carried. */
const carrying = (key: keyof typeof REGISTRY.remotes) => ({
  remotes: {
    ...REGISTRY.remotes,
    [key]: { ...REGISTRY.remotes[key], manifest },
  },
});

test("the storefront's entry and its home module are preloaded as soon as the registry answer carries the storefront's manifest", async () => {
  const { links } = await bootRequests(
    '/',
    null,
    'acme.localhost',
    carrying('storefront'),
  );
  // beside the manifest's address, each with the page's nonce (its CSP's script-src)
  expect(
    links.map(({ rel, as, href, nonce }) => ({ rel, as, href, nonce })),
  ).toEqual(
    ['remoteEntry.js', 'routes.1.js'].map((file) => ({
      rel: 'preload',
      as: 'script',
      href: `http://localhost:3001/${file}`,
      nonce: 'n0nce',
    })),
  );
});

test('a manifest fetched after the registry answer, or a portal remote, is left to the shell', async () => {
  expect((await bootRequests('/')).links).toEqual([]);
  expect(
    (
      await bootRequests(
        '/portal/sales-orders',
        '{"access":"tok"}',
        'app.localhost',
        carrying('storePortal'),
      )
    ).links,
  ).toEqual([]);
});

test('a manifest that computes its own public path is left to the runtime', async () => {
  const own = {
    remotes: {
      ...REGISTRY.remotes,
      storefront: {
        ...REGISTRY.remotes.storefront,
        manifest: {
          ...manifest,
          metaData: { ...manifest.metaData, getPublicPath: 'return "/x/"' },
        },
      },
    },
  };
  expect((await bootRequests('/', null, 'acme.localhost', own)).links).toEqual(
    [],
  );
});
