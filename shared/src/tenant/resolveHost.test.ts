import { RESERVED_HOST_PREFIXES, resolveHost } from 'shared/tenant';

describe('resolveHost', () => {
  test('exactly eight reserved prefixes', () => {
    expect([...RESERVED_HOST_PREFIXES].sort()).toEqual(
      [
        'app',
        'app-test',
        'live',
        'live-test',
        'vendor',
        'vendor-test',
        'vendor-live',
        'vendor-live-test',
      ].sort(),
    );
  });
  test.each(['vendor', 'vendor-test', 'vendor-live', 'vendor-live-test'])(
    '%s.* → vendor',
    (p) => {
      expect(resolveHost(`${p}.example.com`)).toEqual({
        kind: 'vendor',
        storeUrl: `${p}.example.com`,
      });
      expect(resolveHost(`${p}.localhost`).kind).toBe('vendor');
    },
  );
  test.each(['app', 'app-test', 'live', 'live-test'])(
    '%s.* → store-portal',
    (p) => {
      expect(resolveHost(`${p}.example.com`)).toEqual({
        kind: 'store-portal',
        storeUrl: `${p}.example.com`,
      });
      expect(resolveHost(`${p}.localhost`).kind).toBe('store-portal');
    },
  );
  test('ports are stripped', () => {
    expect(resolveHost('app.localhost:3000')).toEqual({
      kind: 'store-portal',
      storeUrl: 'app.localhost',
    });
    expect(resolveHost('acme.localhost:3000')).toEqual({
      kind: 'storefront',
      storeUrl: 'acme.localhost',
    });
  });
  test('store hosts and *.localhost are storefronts', () => {
    expect(resolveHost('acme.localhost')).toEqual({
      kind: 'storefront',
      storeUrl: 'acme.localhost',
    });
    expect(resolveHost('shop.acme-jewelers.com')).toEqual({
      kind: 'storefront',
      storeUrl: 'shop.acme-jewelers.com',
    });
    expect(resolveHost('localhost')).toEqual({
      kind: 'storefront',
      storeUrl: 'localhost',
    });
  });
  test('only the first label counts, case-insensitively', () => {
    expect(resolveHost('APP.Example.com').kind).toBe('store-portal');
    expect(resolveHost('myapp.example.com').kind).toBe('storefront');
    expect(resolveHost('shop.app.example.com').kind).toBe('storefront');
    expect(resolveHost('vendors.example.com').kind).toBe('storefront');
    expect(resolveHost('app-staging.example.com').kind).toBe('storefront');
  });
});
