// jest.mock factory body for '@module-federation/enhanced/runtime' (see fakeFederation.tsx).
import { fakeFederation, fakeRemoteModule } from './fakeFederation';

export const federationMock = {
  getInstance: () => ({
    registerRemotes: (remotes: { name: string; entry: string }[]) =>
      fakeFederation.registered.push(...remotes),
  }),
  loadRemote: async (id: string) => {
    fakeFederation.loaded.push(id);
    if (fakeFederation.failing.has(id))
      throw new Error(`RUNTIME-008: failed to load ${id}`);
    return fakeFederation.modules.get(id) ?? fakeRemoteModule(id);
  },
};
