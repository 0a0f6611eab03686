// Test helper: page declarations made up for the shell's tests (not the real portals' pages), as the
// remotes' manifests carry them (ADR 0030). The shell must draw menu, guards and titles from these.
import type { RemotePages } from 'shared/contracts/pages';

const OWNER_ONLY = {
  title: { key: 'ownerOnly.title', text: 'Owners only' },
  message: {
    key: 'ownerOnly.message',
    text: 'Ask the owner of your workshop.',
  },
};

export const FAKE_PAGES: Record<
  'storefront' | 'storePortal' | 'vendorPortal' | 'serviceBuilder',
  RemotePages
> = {
  storePortal: {
    namespace: 'fakeStore',
    pages: [
      {
        path: 'overview',
        login: true,
        menu: {
          label: { key: 'menu.overview', text: 'Overview' },
          icon: 'dashboard',
          order: 20,
          roles: ['STORE_OWNER'],
          permission: { module: 'DASHBOARD', level: 'VIEW', location: 'ANY' },
        },
      },
      {
        path: 'jobs',
        login: true,
        menu: {
          label: { key: 'menu.jobs', text: 'Jobs' },
          icon: 'shopping',
          order: 10,
          roles: ['STORE_OWNER', 'STORE_STAFF'],
        },
      },
      {
        path: 'ledger',
        login: true,
        roles: ['STORE_OWNER'],
        permission: { module: 'BILLING', level: 'VIEW', location: 'GLOBAL' },
        menu: {
          label: { key: 'menu.ledger', text: 'Ledger' },
          icon: 'credit-card',
          order: 30,
        },
      },
      {
        path: 'platform',
        login: true,
        menu: {
          label: { key: 'menu.platform', text: 'Platform' },
          icon: 'shop',
          order: 1,
          group: 'admin',
          roles: ['SUPER_ADMIN'],
        },
      },
      { path: 'me', login: true, profile: ['STORE_OWNER', 'STORE_STAFF'] },
      {
        path: 'welcome',
        login: false,
        title: { key: 'pages.welcome', text: 'Welcome aboard' },
      },
    ],
    publicPaths: ['join/:code', 'help'],
  },
  vendorPortal: {
    namespace: 'fakeVendor',
    pages: [
      {
        path: 'portal/dashboard',
        login: true,
        menu: {
          label: { key: 'menu.dashboard', text: 'Desk' },
          icon: 'dashboard',
          order: 10,
          roles: ['VENDOR_OWNER', 'VENDOR_STAFF'],
        },
      },
      {
        path: 'portal/crew',
        login: true,
        menu: {
          label: { key: 'menu.crew', text: 'Crew' },
          icon: 'team',
          order: 20,
          roles: ['VENDOR_OWNER'],
        },
      },
      {
        path: 'portal/me',
        login: true,
        profile: ['VENDOR_OWNER', 'VENDOR_STAFF'],
      },
      { path: 'portal/*', login: true },
    ],
    publicPaths: ['*'],
  },
  serviceBuilder: {
    namespace: 'fakeBuilder',
    pages: [
      {
        path: 'services',
        login: true,
        hosts: ['vendor'],
        roles: ['VENDOR_OWNER'],
        refusal: OWNER_ONLY,
        menu: {
          label: { key: 'menu.services', text: 'Services' },
          icon: 'tool',
          order: 15,
          roles: ['VENDOR_OWNER'],
        },
      },
      {
        path: 'services/:id',
        login: true,
        hosts: ['vendor'],
        roles: ['VENDOR_OWNER'],
        refusal: OWNER_ONLY,
      },
      {
        path: '*',
        login: true,
        hosts: ['store-portal'],
        permission: { module: 'SERVICE', level: 'VIEW', location: 'ANY' },
      },
    ],
    publicPaths: [],
  },
  storefront: {
    namespace: 'fakeShop',
    pages: [
      {
        path: '',
        login: false,
        title: { key: 'pages.home', text: 'Home page' },
      },
      {
        path: 'basket/*',
        login: false,
        title: { key: 'pages.basket', text: 'Basket' },
      },
    ],
    publicPaths: ['*'],
  },
};

/** A manifest that carries a declaration, as a registry answer does. */
export const manifestWith = (pages: RemotePages) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' }, pages },
  exposes: [],
});
