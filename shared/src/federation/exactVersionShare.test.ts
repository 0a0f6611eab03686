import { createInstance } from '@module-federation/enhanced/runtime';
import exactVersionShare from './exactVersionShare';

let seq = 0;

/** A real federation instance that provides `shared/x` at 0.1.0, with or without the plugin. */
function hostProviding(withPlugin: boolean) {
  const provided = { copy: 'the provided one' };
  seq += 1;
  const host = createInstance({
    name: `exact_version_host_${seq}`,
    remotes: [],
    shared: {
      'shared/x': {
        version: '0.1.0',
        lib: () => provided,
        shareConfig: { singleton: true, requiredVersion: '0.1.0' },
      },
    },
    plugins: withPlugin ? [exactVersionShare()] : [],
  });
  return { host, provided };
}

const consume = (
  host: ReturnType<typeof createInstance>,
  requiredVersion: string,
) =>
  host.loadShareSync<{ copy: string }>('shared/x', {
    customShareInfo: {
      shareConfig: { singleton: true, requiredVersion },
    },
  })();

afterEach(() => jest.restoreAllMocks());

test('a consumer pinned to the provided version gets the singleton, as without the plugin', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  for (const withPlugin of [true, false]) {
    const { host, provided } = hostProviding(withPlugin);
    expect(consume(host, '0.1.0')).toBe(provided);
  }
  expect(warn).not.toHaveBeenCalled();
});

test('another version still goes to the runtime, which warns and keeps the singleton', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { host, provided } = hostProviding(true);
  expect(consume(host, '0.2.0')).toBe(provided);
  expect(warn.mock.calls.flat().join(' ')).toMatch(
    /does not satisfy the requirement/,
  );
});

test('only an exact, singleton, pinned match skips the runtime resolver', () => {
  const plugin = exactVersionShare();
  const found = { version: '0.1.0' };
  const runtimeResolver = () => undefined;
  const args = (requiredVersion: string | false, singleton = true) => ({
    shareScopeMap: { default: { 'shared/x': { '0.1.0': found } } },
    scope: 'default',
    pkgName: 'shared/x',
    version: '0.1.0',
    shareInfo: { shareConfig: { singleton, requiredVersion } },
    resolver: runtimeResolver,
  });
  const resolve = plugin.resolveShare as (a: object) => {
    resolver: () => unknown;
  };
  expect(resolve(args('0.1.0')).resolver()).toEqual({
    shared: found,
    useTreesShaking: false,
  });
  expect(resolve(args('^0.1.0')).resolver).toBe(runtimeResolver);
  expect(resolve(args('0.1.0', false)).resolver).toBe(runtimeResolver);
  expect(resolve(args(false)).resolver).toBe(runtimeResolver);
});
