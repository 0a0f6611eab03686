/**
 * @jest-environment node
 */
import { RESERVED_HOST_PREFIXES, resolveHost } from 'shared/tenant';
import { routeRemotes } from '../remotes/routeRemotes';
import {
  bootRequests,
  html,
  manifestOf,
  REGISTRY,
  script,
} from '../testing/bootScript';

// index.html starts the boot requests before any bundle loads, so it carries its own copy of the
// reserved host prefixes; a drift would send portal hosts' boot requests to the storefront path.

test("index.html's boot script knows exactly the reserved host prefixes", () => {
  const list = /var reserved = \[([^\]]*)\]/.exec(html)?.[1] ?? '';
  const inHtml = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(inHtml.sort()).toEqual([...RESERVED_HOST_PREFIXES].sort());
});

test('the page names a favicon link the store favicon replaces, so no /favicon.ico 404', () => {
  expect(html).toMatch(/<link id="wl-favicon" rel="icon"/);
});

test("index.html's boot script names the host kind as shared/tenant resolves it", () => {
  const kindFor = (hostname: string) => {
    const win: { __PLATFORM_BOOT__?: { kind: string } } = {};
    new Function('window', 'location', script ?? '')(win, {
      hostname,
      pathname: '/',
      search: '',
    });
    return win.__PLATFORM_BOOT__?.kind;
  };
  for (const host of [
    ...RESERVED_HOST_PREFIXES.map((p) => `${p}.example.com`),
    'acme.localhost',
    'vendorama.example.com',
  ])
    expect([host, kindFor(host)]).toEqual([host, resolveHost(host).kind]);
});

test("the storefront home's and a service page's first data request leave with the boot requests", async () => {
  const list =
    'http://acme.localhost/api/v1/stores/1/portal-services?is_customer_side=true&is_partial=true';
  expect((await bootRequests('/')).data).toEqual([list]);
  expect((await bootRequests('/services/12/')).data).toEqual([
    'http://acme.localhost/api/v1/stores/1/portal-services/12',
  ]);
  // a filtered list or another page asks for itself
  expect((await bootRequests('/?search=ring')).data).toEqual([]);
  expect((await bootRequests('/cart')).data).toEqual([]);
  // a signed-in customer's request carries their token, as shared/api would send it
  const signedIn = await bootRequests('/', '{"access":"tok"}');
  expect(signedIn.fetched.find((f) => f.url === list)?.headers).toEqual({
    Accept: 'application/json',
    Authorization: 'Bearer tok',
  });
});

test('a signed-in portal list page asks for its first page with the boot requests; a visitor asks for nothing', async () => {
  const token = '{"access":"tok"}';
  expect(
    (await bootRequests('/portal/sales-orders', token, 'app.localhost')).data,
  ).toEqual(['http://app.localhost/api/v1/sales-orders?page=1&page_size=20']);
  expect(
    (await bootRequests('/portal/workorders', token, 'vendor.localhost')).data,
  ).toEqual([
    'http://vendor.localhost/api/v1/vendor/work-orders?page=1&page_size=20',
  ]);
  expect(
    (await bootRequests('/portal/sales-orders', null, 'app.localhost')).data,
  ).toEqual([]);
  expect(
    (await bootRequests('/portal/sales-orders?page=2', token, 'app.localhost'))
      .data,
  ).toEqual([]);
});

test('the manifests the boot script asks for are those of the remotes the shell preloads for the page (routeRemotes)', async () => {
  const hosts = {
    storefront: 'acme.localhost',
    'store-portal': 'app.localhost',
    vendor: 'vendor.localhost',
  } as const;
  const paths = [
    '/',
    '/services/12',
    '/cart',
    '/portal',
    '/portal/login',
    '/portal/forgot-password',
    '/portal/reset-password/k/t',
    '/portal/check-inbox',
    '/portal/payment',
    '/portal/sales-orders',
    '/portal/sales-order/4/',
    '/portal/service-builder',
    '/portal/service-builder/services/3',
    '/portal/services',
    '/portal/services/3',
    '/portal/new-service',
    '/portal/workorders',
    '/Portal/Login',
    '/login',
    '/signup/abc',
    '/store-access',
  ];
  for (const kind of Object.keys(hosts) as (keyof typeof hosts)[])
    for (const session of [null, '{"access":"tok"}'])
      for (const path of paths) {
        const { manifests } = await bootRequests(path, session, hosts[kind]);
        const expected = routeRemotes(kind, path, session !== null).map((r) =>
          manifestOf(r.remote),
        );
        expect([kind, path, session, manifests.sort()]).toEqual([
          kind,
          path,
          session,
          expected.sort(),
        ]);
      }
});

test('with a remote override in the address, no manifest is asked for early', async () => {
  expect(
    (await bootRequests('/?remote-override=storefront:x', null)).manifests,
  ).toEqual([]);
  expect(
    (
      await bootRequests(
        '/portal/sales-orders?remote-override=storePortal:x',
        '{"access":"tok"}',
        'app.localhost',
      )
    ).manifests,
  ).toEqual([]);
});

test('the registry request names the remotes whose manifests the page needs first', async () => {
  const registryUrl = async (
    path: string,
    session: string | null,
    hostname: string,
  ) =>
    (await bootRequests(path, session, hostname)).fetched
      .map((f) => f.url)
      .find((url) => url.includes('remote-registry'));
  expect(await registryUrl('/', null, 'acme.localhost')).toBe(
    '/api/v1/remote-registry?host=acme.localhost&manifests=storefront',
  );
  expect(
    await registryUrl(
      '/portal/sales-orders',
      '{"access":"tok"}',
      'app.localhost',
    ),
  ).toBe(
    // the service builder's manifest too: the portal reads its page declaration
    '/api/v1/remote-registry?host=app.localhost&manifests=storePortal,notifications,serviceBuilder',
  );
  // A visitor on a signed-in page gets the portal's login page.
  expect(await registryUrl('/portal/sales-orders', null, 'app.localhost')).toBe(
    '/api/v1/remote-registry?host=app.localhost&manifests=storePortal,serviceBuilder',
  );
  // A signed-in store user's store decides the portal's version (its pin or canary).
  expect(
    await registryUrl(
      '/portal/sales-orders',
      '{"access":"tok","store":{"id":2}}',
      'app.localhost',
    ),
  ).toBe(
    '/api/v1/remote-registry?host=app.localhost&store_id=2&manifests=storePortal,notifications,serviceBuilder',
  );
  expect(
    await registryUrl('/portal/workorders', null, 'vendor.localhost'),
  ).toBe(
    '/api/v1/remote-registry?host=vendor.localhost&manifests=vendorPortal,serviceBuilder',
  );
  expect(
    await registryUrl('/?remote-override=storefront:x', null, 'acme.localhost'),
  ).toBe('/api/v1/remote-registry?host=acme.localhost');
});

test('a manifest the registry answer carries is handed to the runtime without a request', async () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [],
  };
  const registry = {
    remotes: {
      ...REGISTRY.remotes,
      storePortal: { ...REGISTRY.remotes.storePortal, manifest },
    },
  };
  const { fetched, early } = await bootRequests(
    '/portal/sales-orders',
    '{"access":"tok"}',
    'app.localhost',
    registry,
  );
  const urls = fetched.map((f) => f.url);
  // The store portal's came with the answer; the bell's was not carried, so it is fetched.
  expect(urls).not.toContain(manifestOf('storePortal'));
  expect(urls).toContain(manifestOf('notifications'));
  const carried = await early[manifestOf('storePortal')];
  expect(carried?.ok).toBe(true);
  expect(await carried?.json()).toEqual(manifest);
});
