/**
 * jsdom lacks the Fetch API's Request, which a data router (the shell's createBrowserRouter, renderWithProviders' dataRouter) builds
 * for each navigation; a minimal one is enough because our routes have no loaders or actions.
 */
export function installRequest(): void {
  if (typeof globalThis.Request !== 'undefined') return;
  Object.assign(globalThis, {
    Request: class {
      readonly url: string;
      readonly method: string;
      readonly signal?: AbortSignal;
      constructor(url: string | URL, init: RequestInit = {}) {
        this.url = String(url);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? undefined;
      }
    },
  });
}
