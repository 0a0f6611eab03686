import { createInstance } from '@module-federation/enhanced/runtime';

const globals = globalThis as { FEDERATION_BUILD_IDENTIFIER?: string };

afterEach(() => {
  delete globals.FEDERATION_BUILD_IDENTIFIER;
  jest.resetModules();
});

/** A real federation instance created on a runtime core built for another container. */
async function instanceWith(buildId: string | undefined) {
  if (buildId) globals.FEDERATION_BUILD_IDENTIFIER = buildId;
  const { default: ownBuildId } = await import('./ownBuildId');
  return createInstance({
    name: `own_build_id_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    plugins: [ownBuildId()],
  });
}

test("an instance takes its own build's id, which the runtime finds it by when the remote is registered again", async () => {
  const instance = await instanceWith('mf_storefront:1.2.0');
  expect(instance.options.id).toBe('mf_storefront:1.2.0');
});

test('without a build id (tests, tools) the runtime keeps its own', async () => {
  const instance = await instanceWith(undefined);
  expect(instance.options.id).not.toBe('mf_storefront:1.2.0');
});
