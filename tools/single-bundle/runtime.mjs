// The single-bundle build's stand-in for '@module-federation/enhanced/runtime': the same
// shell code asks for `<container>/<expose>` and gets the remote's module from this bundle itself,
// split by route like any `import()`. Nothing is registered, fetched from another origin or shared.
/* global window -- this module runs in the page */

const MODULES = {
  'mf_storefront/Routes': () => import('mf-storefront/src/exposes/Routes.tsx'),
  'mf_storefront/TrackOrderDialog': () =>
    import('mf-storefront/src/exposes/TrackOrderDialog.tsx'),
  'mf_storefront/OptionsPreview': () =>
    import('mf-storefront/src/exposes/OptionsPreview.tsx'),
  'mf_store_portal/Routes': () =>
    import('mf-store-portal/src/exposes/Routes.tsx'),
  'mf_vendor_portal/Routes': () =>
    import('mf-vendor-portal/src/exposes/Routes.tsx'),
  'mf_service_builder/Routes': () =>
    import('mf-service-builder/src/exposes/Routes.tsx'),
  'mf_notifications/NotificationBell': () =>
    import('mf-notifications/src/exposes/NotificationBell.tsx'),
};

/** `loadRemote('<container>/<expose>')`: the module, imported from this bundle. */
export async function loadRemote(id) {
  const load = MODULES[id];
  if (!load) throw new Error(`${id} is not part of the single bundle`);
  return load();
}

/** The runtime's instance: registering or preloading remotes means nothing in one bundle. */
const instance = {
  registerRemotes() {},
  preloadRemote() {
    return Promise.resolve();
  },
  loadRemote,
};

export function getInstance() {
  return instance;
}

export function registerRemotes() {}

export function preloadRemote() {
  return Promise.resolve();
}

export function init() {
  return instance;
}

// Marks the page, so a measurement can tell the two builds apart.
if (typeof window !== 'undefined') window.__SINGLE_BUNDLE__ = true;
