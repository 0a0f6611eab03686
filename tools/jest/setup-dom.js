// jsdom gaps that React Router 7 and antd 6 rely on (see TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined')
  globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined')
  globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom does not implement getComputedStyle(elt, pseudoElt) and logs an error for it; antd's Modal
// and Table ask for pseudo-elements. Answer with the element's own style instead.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => computedStyle(elt);
}
