// jest.mock factory body for '@module-federation/enhanced/runtime' (see fakeFederation.tsx).
import { fakeFederation, fakeRemoteModule } from './fakeFederation';

export const federationMock = {
  getInstance: () => ({
    // the shell's own shared modules, as its build registers them
    options: { shared: { react: [], 'shared/ui/antd': [] } },
    registerRemotes: (remotes: { name: string; entry: string }[]) =>
      fakeFederation.registered.push(...remotes),
    preloadRemote: async (options: { nameOrAlias: string }[]) => {
      fakeFederation.preloaded.push(...options.map((o) => o.nameOrAlias));
    },
  }),
  loadRemote: async (id: string) => {
    fakeFederation.loaded.push(id);
    if (fakeFederation.hanging.has(id)) return new Promise<never>(() => {});
    const container = id.split('/')[0];
    const entry = fakeFederation.registered
      .filter((r) => r.name === container)
      .at(-1)?.entry;
    if (
      fakeFederation.failing.has(id) ||
      (entry && fakeFederation.failingEntries.has(entry))
    )
      throw new Error(`RUNTIME-008: failed to load ${id}`);
    return fakeFederation.modules.get(id) ?? fakeRemoteModule(id);
  },
};
