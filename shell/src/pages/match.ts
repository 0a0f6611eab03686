import type { PageDeclaration, RemotePages } from 'shared/contracts/pages';
import type { HostKind } from 'shared/tenant';

// Matching an address against a remote's page declaration. A leaf module (type imports only): the
// shell's entry reads it before the share scope exists (routeRemotes.ts, earlyPreload.ts).

const parts = (p: string) => p.toLowerCase().split('/').filter(Boolean);

/**
 * Whether `pathname` matches a route pattern as the routers match it: `:name` is one segment, a
 * trailing `/*` (or a lone `*`) any rest, none included; letter case and a trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = parts(pattern);
  const got = parts(pathname);
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? got.length < want.length : got.length !== want.length)
    return false;
  return want.every((w, i) => (w.startsWith(':') ? true : w === got[i]));
}

/** How specific a pattern is: fixed segments count most, a trailing splat least. */
function rank(pattern: string): number {
  const want = parts(pattern);
  return want.reduce(
    (sum, w) => sum + (w === '*' ? 0 : w.startsWith(':') ? 2 : 3),
    want[want.length - 1] === '*' ? 0 : 1,
  );
}

/** `pathname` relative to `base` ('/portal' + '/portal/a/b' → 'a/b'), or null outside it. */
export function relativeTo(base: string, pathname: string): string | null {
  const b = base.replace(/\/+$/, '').toLowerCase();
  const p = pathname.replace(/\/+$/, '') || '/';
  if (!b) return p.replace(/^\/+/, '');
  const lower = p.toLowerCase();
  if (lower === b) return '';
  return lower.startsWith(`${b}/`) ? p.slice(b.length + 1) : null;
}

/** Whether a page exists on this host kind. */
export const onHost = (page: PageDeclaration, kind: HostKind) =>
  !page.hosts || page.hosts.includes(kind);

/** The most specific declared page of the address (declaration order breaks ties), or null. */
export function findPage(
  declared: RemotePages,
  base: string,
  pathname: string,
  kind: HostKind,
): PageDeclaration | null {
  const rest = relativeTo(base, pathname);
  if (rest === null) return null;
  let best: PageDeclaration | null = null;
  for (const page of declared.pages) {
    if (!onHost(page, kind) || !matchesRoute(page.path, rest)) continue;
    if (!best || rank(page.path) > rank(best.path)) best = page;
  }
  return best;
}

/**
 * Whether anyone may open the address: its declared page says so (`login: false`), or, with no
 * page declared for it, one of the public paths matches. Anything else needs a login.
 */
export function isPublicPage(
  declared: RemotePages | null,
  base: string,
  pathname: string,
  kind: HostKind,
): boolean {
  if (!declared) return false;
  const page = findPage(declared, base, pathname, kind);
  if (page) return !page.login;
  const rest = relativeTo(base, pathname);
  return (
    rest !== null && declared.publicPaths.some((p) => matchesRoute(p, rest))
  );
}

/** An absolute path from a mount base and a declared path ('/portal' + 'users'). */
export const joinPath = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path}`.replace(/\/\*$/, '') || '/';
