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
// antd's CSS-in-JS injects thousands of style rules into <head>. jsdom matches every rule against
// an element on each getComputedStyle call, and Testing Library asks for it on every element of
// every *ByRole query and every userEvent action: four fifths of a component test's time went
// there. antd's style elements (marked data-rc-order) are kept in a detached container instead, so
// component tests see antd's markup and its inline styles but not its stylesheet; what the styles
// do (visibility, contrast, layout) is asserted in the browser tests against the real builds.
if (typeof window !== 'undefined') {
  const detached = document.createElement('div');
  // where a test that is about antd's <style> elements finds them (theme.test.tsx: CSP nonce)
  globalThis.__antdStyles = detached;
  const Head = window.HTMLHeadElement.prototype;
  const { appendChild, insertBefore, removeChild } = window.Node.prototype;
  const isAntdStyle = (node) =>
    node instanceof window.HTMLStyleElement &&
    node.hasAttribute('data-rc-order');
  Head.appendChild = function (node) {
    return appendChild.call(isAntdStyle(node) ? detached : this, node);
  };
  Head.insertBefore = function (node, ref) {
    return isAntdStyle(node)
      ? appendChild.call(detached, node)
      : insertBefore.call(this, node, ref);
  };
  Head.removeChild = function (node) {
    return removeChild.call(
      node.parentNode === detached ? detached : this,
      node,
    );
  };
}
