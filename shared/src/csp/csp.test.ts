import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CSP_NONCE_META, cspNonce, withNonce } from 'shared/csp';

const NONCE = 'q2Vh0mBFQ0rJ7mY1m1ZxKw==';

function setMeta(nonce: string) {
  const meta = document.createElement('meta');
  meta.name = CSP_NONCE_META;
  meta.setAttribute('nonce', nonce);
  document.head.appendChild(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('the nonce comes from <meta name="csp-nonce">', () => {
  expect(cspNonce()).toBeUndefined();
  setMeta(NONCE);
  expect(cspNonce()).toBe(NONCE);
  const style = withNonce(document.createElement('style'));
  expect(style.getAttribute('nonce')).toBe(NONCE);
});

test('an unserved template (its placeholder) or a non-base64 value is no nonce', () => {
  setMeta('{{CSP_NONCE}}');
  expect(cspNonce()).toBeUndefined();
  document.head.innerHTML = '';
  setMeta('" onload="x');
  expect(cspNonce()).toBeUndefined();
  expect(withNonce(document.createElement('style')).hasAttribute('nonce')).toBe(
    false,
  );
});

// webpack compiles `__webpack_nonce__` to the container runtime's `__webpack_require__.nc`; under
// jest it is a global.
const globals = globalThis as { __webpack_nonce__?: string };

function loadPlugin(): ModuleFederationRuntimePlugin {
  globals.__webpack_nonce__ = undefined;
  let plugin!: ModuleFederationRuntimePlugin;
  jest.isolateModules(() => {
    plugin = (
      jest.requireActual('./runtimePlugin') as {
        default: () => ModuleFederationRuntimePlugin;
      }
    ).default();
  });
  return plugin;
}

test('the runtime plugin puts the nonce on the scripts and links federation creates', () => {
  setMeta(NONCE);
  const plugin = loadPlugin();
  expect(globals.__webpack_nonce__).toBe(NONCE);
  const script = plugin.createScript!({
    url: 'http://localhost:3001/remoteEntry.js',
    attrs: { crossorigin: 'anonymous', async: true },
  }) as HTMLScriptElement;
  expect(script).toBeInstanceOf(HTMLScriptElement);
  expect(script.nonce).toBe(NONCE);
  expect(script.src).toBe('http://localhost:3001/remoteEntry.js');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.async).toBe(true);
  const link = plugin.createLink!({
    url: 'http://localhost:3001/1.js',
    attrs: { rel: 'preload', as: 'script' },
  }) as HTMLLinkElement;
  expect(link.nonce).toBe(NONCE);
  expect(link.rel).toBe('preload');
  expect(link.href).toBe('http://localhost:3001/1.js');
});

test('without a nonce the runtime plugin leaves script creation to the runtime', () => {
  const plugin = loadPlugin();
  expect(globals.__webpack_nonce__).toBeUndefined();
  expect(plugin.name).toBe('platform-csp-nonce');
  expect(plugin.createScript).toBeUndefined();
  expect(plugin.createLink).toBeUndefined();
});
