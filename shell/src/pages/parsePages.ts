import type {
  PageDeclaration,
  PageText,
  RemotePages,
} from 'shared/contracts/pages';

// A leaf module (no shared singleton imports): the registry's parser reads it in the shell's entry.
// The declaration's full schema is checked where a release is made (the contract gate) and
// registered (the api); the browser only keeps what it can use without breaking: a malformed page
// is dropped, a malformed declaration is none.

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is PageText =>
  isObject(v) && typeof v.key === 'string' && typeof v.text === 'string';
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const optional = (v: unknown, check: (v: unknown) => boolean) =>
  v === undefined || check(v);
const isPermission = (v: unknown) =>
  isObject(v) &&
  typeof v.module === 'string' &&
  typeof v.level === 'string' &&
  typeof v.location === 'string';

function isPage(v: unknown): v is PageDeclaration {
  if (!isObject(v) || typeof v.path !== 'string') return false;
  if (typeof v.login !== 'boolean') return false;
  const menu = v.menu;
  const menuOk =
    menu === undefined ||
    (isObject(menu) &&
      isText(menu.label) &&
      typeof menu.icon === 'string' &&
      typeof menu.order === 'number' &&
      optional(menu.roles, isStrings) &&
      optional(menu.permission, isPermission));
  return (
    menuOk &&
    optional(v.roles, isStrings) &&
    optional(v.hosts, isStrings) &&
    optional(v.profile, isStrings) &&
    optional(v.permission, isPermission) &&
    optional(v.title, isText) &&
    optional(v.chunk, (c) => typeof c === 'string') &&
    optional(v.assets, isStrings) &&
    optional(v.shared, isStrings) &&
    optional(
      v.refusal,
      (r) => isObject(r) && isText(r.title) && isText(r.message),
    )
  );
}

/** A remote's page declaration (its manifest's `metaData.pages`), or null when it has none. */
export function parsePages(value: unknown): RemotePages | null {
  if (!isObject(value) || !Array.isArray(value.pages)) return null;
  return {
    namespace: typeof value.namespace === 'string' ? value.namespace : '',
    pages: value.pages.filter(isPage),
    publicPaths: isStrings(value.publicPaths) ? value.publicPaths : [],
    ...(isObject(value.sharedAssets) &&
    Object.values(value.sharedAssets).every(isStrings)
      ? { sharedAssets: value.sharedAssets as Record<string, string[]> }
      : {}),
  };
}

/** The declaration a federation manifest carries, or null. */
export function pagesOfManifest(manifest: unknown): RemotePages | null {
  return isObject(manifest) && isObject(manifest.metaData)
    ? parsePages(manifest.metaData.pages)
    : null;
}
