// Stands in for @rc-component/util's dynamicCSS (the <style> injection under antd) in every build,
// through CspNonceForRcStyles (./csp.js). antd passes its ConfigProvider `csp` nonce where it writes
// CSS-in-JS, but some rc-component helpers do not (the table's scrollbar measure, the portal's scroll
// lock): without the page's nonce their <style> is blocked and reported. Here every injection
// without a nonce gets the container's `__webpack_nonce__` (set by shared/src/csp/runtimePlugin.ts).
/* global __webpack_nonce__ */
import {
  clearContainerCache,
  injectCSS as rcInjectCSS,
  removeCSS,
  updateCSS as rcUpdateCSS,
} from '@rc-component/util/es/Dom/dynamicCSS.js';

function withPageNonce(option = {}) {
  const nonce =
    typeof __webpack_nonce__ !== 'undefined' ? __webpack_nonce__ : undefined;
  if (!nonce || option.csp?.nonce) return option;
  return { ...option, csp: { ...option.csp, nonce } };
}

export function injectCSS(css, option) {
  return rcInjectCSS(css, withPageNonce(option));
}

export function updateCSS(css, key, option) {
  return rcUpdateCSS(css, key, withPageNonce(option));
}

export { clearContainerCache, removeCSS };
