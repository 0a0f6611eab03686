import type { RemoteKey, RemoteRegistry } from 'shared/contracts';
import type { HostKind } from 'shared/tenant';
import { findPage } from '../pages/match';
import { HOST_REMOTES } from '../pages/mounts';

// A leaf module (no shared singleton imports): the shell's entry runs it before the share scope
// exists (earlyPreload.ts).

/**
 * The addresses of the code of the page at `pathname` that `remote`'s build listed in its page
 * declaration, relative to the remote's manifest: the page's `assets`, and the files of the
 * remote's copies of the shared modules it uses (`shared`, `sharedAssets`) that the shell does not
 * provide (`provided`: those load from the shell's own copy). None when the page lists none, or
 * when it needs a login and nobody is signed in (the login page opens instead).
 */
export function pageAssetUrls(
  set: RemoteRegistry,
  remote: RemoteKey,
  kind: HostKind,
  pathname: string,
  signedIn: boolean,
  provided: ReadonlySet<string>,
): string[] {
  const entry = set[remote];
  const mount = HOST_REMOTES[kind].find((m) => m.remote === remote);
  if (!entry?.pages || !mount) return [];
  const page = findPage(entry.pages, mount.base, pathname, kind);
  if (!page?.assets || (page.login && !signedIn)) return [];
  const copies = entry.pages.sharedAssets ?? {};
  const shared = (page.shared ?? [])
    .filter((key) => !provided.has(key) && Object.hasOwn(copies, key))
    .flatMap((key) => copies[key]!);
  try {
    return [...page.assets, ...shared].map(
      (file) => new URL(file, entry.entry).href,
    );
  } catch {
    return []; // an entry that is no address: the remote's own loads report it
  }
}

/** Loads each script (a webpack chunk only registers its modules when it runs). */
function loadScripts(urls: readonly string[]): void {
  const asked = new Set(
    Array.from(document.scripts, (script) => script.src).filter(Boolean),
  );
  for (const src of urls) {
    if (asked.has(src)) continue;
    asked.add(src);
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
}

let shellLoaded = false;
let waiting: string[] = [];

/**
 * Loads the page's scripts once the shell's own first chunks are here (`startPageScripts`), at
 * once if they already are. Asked for any earlier, on a slow link they shared its bandwidth with the
 * shell's chunks, which every page needs first, and the page drew later than when its code was
 * asked for only after the route table ran. Asked for then, they download while the shell's
 * chunks run; the chunk loader finds them registered when the route table asks for the page.
 */
export function loadPageScripts(urls: readonly string[]): void {
  if (shellLoaded) loadScripts(urls);
  else waiting.push(...urls);
}

/** The shell's first chunks are here (the first module its bootstrap runs says so). */
export function startPageScripts(): void {
  shellLoaded = true;
  loadScripts(waiting);
  waiting = [];
}

/** Forgets the shell's start (tests). */
export function resetPageScripts(): void {
  shellLoaded = false;
  waiting = [];
}
