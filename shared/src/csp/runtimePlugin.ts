// A Module Federation runtime plugin that tools/webpack/createConfig.js adds to every container
// (the shell and each remote). Each container has its own webpack runtime, so each must learn the
// page's nonce itself: `__webpack_nonce__` is that runtime's `__webpack_require__.nc`, which
// webpack's script loader and style-loader put on the <script>/<style> elements they create.
// It imports only './nonce': a `shared/*` import here would be a federated module, not ready yet.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { cspNonce } from './nonce';

declare let __webpack_nonce__: string | undefined;

const nonce = cspNonce();
// Module scope, so the nonce is set when the container's runtime evaluates this file, before any
// of its chunks or styles load.
if (nonce) __webpack_nonce__ = nonce;

type Attrs = Record<string, unknown> | undefined;

/** Copies the federation runtime's attributes onto an element it would otherwise have set itself. */
function applyAttrs(el: HTMLElement, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer')
      (el as HTMLScriptElement)[name] = Boolean(value);
    else if (value !== undefined && value !== null)
      el.setAttribute(name, String(value));
  }
}

/**
 * The page's nonce on the scripts (remote entries) and links (preloads) the federation runtime
 * creates. Under 'strict-dynamic' a script that a trusted script creates runs anyway; a
 * `<link rel="preload" as="script">` is checked against its own nonce, and the nonce costs nothing.
 */
export default function cspNonceRuntimePlugin(): ModuleFederationRuntimePlugin {
  if (!nonce) return { name: 'platform-csp-nonce' };
  return {
    name: 'platform-csp-nonce',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      if (attrs?.['type'] === 'module') script.type = 'module';
      applyAttrs(script, attrs);
      script.nonce = nonce;
      script.src = url;
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      applyAttrs(link, attrs);
      link.nonce = nonce;
      link.href = url;
      return link;
    },
  };
}
