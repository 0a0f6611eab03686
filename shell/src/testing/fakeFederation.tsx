// Test helper: a fake federation runtime (a third-party boundary) whose remotes render where and how they were mounted.
import type { ComponentType } from 'react';
import { useLocation } from 'shared/router';
import { FAKE_PAGES, manifestWith } from './fakePages';

/** Remote ids (`<name>/<expose>`) that fail to load, and the fake runtime's calls. */
export const fakeFederation = {
  failing: new Set<string>(),
  /** remote entries (URLs) whose modules fail to load: a version a release replaced */
  failingEntries: new Set<string>(),
  /** remote ids that never answer (a remote slower than its timeout) */
  hanging: new Set<string>(),
  /** remote ids served by a given module instead of the printing fake (a remote page under test) */
  modules: new Map<string, { default: ComponentType<object> }>(),
  loaded: [] as string[],
  registered: [] as { name: string; entry: string }[],
  /** containers the shell asked the runtime to preload */
  preloaded: [] as string[],
  reset() {
    this.failing.clear();
    this.failingEntries.clear();
    this.hanging.clear();
    this.modules.clear();
    this.loaded = [];
    this.registered = [];
    this.preloaded = [];
  },
};

/** A remote module that prints its id, base path and the current path. */
export function fakeRemoteModule(id: string) {
  function FakeRemote(props: { basePath?: string }) {
    const { pathname } = useLocation();
    return (
      <p data-testid="remote">{`${id} base=${props.basePath ?? '-'} path=${pathname}`}</p>
    );
  }
  return { default: FakeRemote };
}

/** Registry answer with all five remotes; the four with pages carry their made-up declarations. */
export const registryBody = {
  remotes: {
    storefront: {
      name: 'mf_storefront',
      entry: 'http://localhost:3001/mf-manifest.json',
      version: '0.1.0',
      manifest: manifestWith(FAKE_PAGES.storefront),
    },
    storePortal: {
      name: 'mf_store_portal',
      entry: 'http://localhost:3002/mf-manifest.json',
      version: '0.1.0',
      manifest: manifestWith(FAKE_PAGES.storePortal),
    },
    vendorPortal: {
      name: 'mf_vendor_portal',
      entry: 'http://localhost:3003/mf-manifest.json',
      version: '0.1.0',
      manifest: manifestWith(FAKE_PAGES.vendorPortal),
    },
    serviceBuilder: {
      name: 'mf_service_builder',
      entry: 'http://localhost:3004/mf-manifest.json',
      version: '0.1.0',
      manifest: manifestWith(FAKE_PAGES.serviceBuilder),
    },
    notifications: {
      name: 'mf_notifications',
      entry: 'http://localhost:3005/mf-manifest.json',
      version: '0.1.0',
    },
  },
};
