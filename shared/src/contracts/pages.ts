import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LEVELS, MODULES, ROLES } from '../permissions/constants';

// A remote's pages as plain data (ADR 0030): each remote declares, beside its route table, the
// pages the shell must know about (login or public, who may open them, the menu entry, the title).
// The shell renders menu, guards and titles from it; the remote's build copies it into its
// federation manifest (`metaData.pages`), so the registry answer carries it with the manifest.
// Roles, modules and levels are named as in shared/permissions (`STORE_OWNER`, `SALES_ORDER`,
// `VIEW`): a name that does not exist there fails the schema. Paths are relative to the path the
// shell mounts the remote at (the remote's basePath), as in its route table; a trailing `/*`
// matches any rest. Labels and titles are i18n keys of the remote's namespace with the English
// text as default, so a translation can plug in later.
// Browser-free: the api and the contract gate read it too.

const keysOf = <T extends object>(o: T) =>
  Object.keys(o) as Extract<keyof T, string>[];
const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)));

export const PAGE_ROLE_NAMES = keysOf(ROLES);
export const PAGE_MODULE_NAMES = keysOf(MODULES);
export const PAGE_LEVEL_NAMES = keysOf(LEVELS);

/** Icon names the shell can draw in a menu (it maps each to an icon of its own). */
export const PAGE_ICONS = [
  'api',
  'credit-card',
  'dashboard',
  'environment',
  'file-text',
  'setting',
  'shop',
  'shopping',
  'shopping-cart',
  'team',
  'tool',
  'user',
] as const;

/** Host kinds a page can be limited to (a remote mounted on two portal hosts). */
export const PAGE_HOSTS = ['storefront', 'store-portal', 'vendor'] as const;

const Path = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_:*./-]*$' });
const Text = Type.String({ minLength: 1, maxLength: 120 });
/** A script file beside the manifest, or below it (never above: no `..`). */
const AssetFile = Type.String({
  minLength: 4,
  maxLength: 200,
  pattern: '^(?!.*\\.\\.)[A-Za-z0-9_][A-Za-z0-9_./-]*\\.js$',
});
/** A package or module name as the federation shares it ('yup', 'shared/ui/table', '@scope/x'). */
const ShareKey = Type.String({
  pattern: '^[@A-Za-z0-9_][@A-Za-z0-9_./-]{0,199}$',
});
const Key = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '^[A-Za-z0-9_.-]+$',
});

/** A permission a page needs: module at level, globally or in any location (shared/permissions). */
export const PagePermission = Type.Object(
  {
    module: literals(PAGE_MODULE_NAMES),
    level: literals(PAGE_LEVEL_NAMES),
    /** 'ANY': some location (or the global permissions) grants it; 'GLOBAL': the global ones */
    location: literals(['ANY', 'GLOBAL'] as const),
  },
  { additionalProperties: false },
);
export type PagePermission = Static<typeof PagePermission>;

/** Words with their i18n key: `key` in the remote's namespace, `text` the English default. */
export const PageText = Type.Object(
  { key: Key, text: Text },
  { additionalProperties: false },
);
export type PageText = Static<typeof PageText>;

/** A page's entry in the portal menu. */
export const MenuEntry = Type.Object(
  {
    label: PageText,
    icon: literals(PAGE_ICONS),
    /** place in the menu, ascending, across every remote of the host */
    order: Type.Integer({ minimum: 0, maximum: 10000 }),
    /** entries of one group stay together (e.g. 'admin') */
    group: Type.Optional(Key),
    /** only these roles see the entry (the page itself may be open to more) */
    roles: Type.Optional(
      Type.Array(literals(PAGE_ROLE_NAMES), { maxItems: 10 }),
    ),
    /** only users with this permission see the entry */
    permission: Type.Optional(PagePermission),
  },
  { additionalProperties: false },
);
export type MenuEntry = Static<typeof MenuEntry>;

/** One page of a remote. */
export const PageDeclaration = Type.Object(
  {
    path: Path,
    /** false: anyone opens it (plain layout); true: a signed-in user of the host's roles */
    login: Type.Boolean(),
    /** only these roles open it (the shell shows `refusal`, or the not-found page, to others) */
    roles: Type.Optional(
      Type.Array(literals(PAGE_ROLE_NAMES), { maxItems: 10 }),
    ),
    /** the permission it needs (the not-found page otherwise) */
    permission: Type.Optional(PagePermission),
    /** what a signed-in user the page refuses sees instead of the not-found page */
    refusal: Type.Optional(
      Type.Object(
        { title: PageText, message: PageText },
        { additionalProperties: false },
      ),
    ),
    /** only on these host kinds (default: every host the remote is mounted on) */
    hosts: Type.Optional(Type.Array(literals(PAGE_HOSTS), { maxItems: 3 })),
    menu: Type.Optional(MenuEntry),
    /** the page's name when it renders no h1 (document title, announcement) */
    title: Type.Optional(PageText),
    /** the profile page of these roles (the header's Profile entry) */
    profile: Type.Optional(
      Type.Array(literals(PAGE_ROLE_NAMES), { maxItems: 10 }),
    ),
    /** the lazy chunk that holds the page's code (its webpackChunkName in the route table) */
    chunk: Type.Optional(Key),
    /**
     * Written by the remote's build from `chunk`: that chunk's files, relative to the manifest, so
     * the shell asks for them beside its own first chunks instead of after the route table ran.
     */
    assets: Type.Optional(Type.Array(AssetFile, { maxItems: 100 })),
    /** Written by the build too: the share keys the page's code consumes (see `sharedAssets`). */
    shared: Type.Optional(Type.Array(ShareKey, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type PageDeclaration = Static<typeof PageDeclaration>;

/** Everything a remote declares about its pages. */
export const RemotePages = Type.Object(
  {
    /** the i18n namespace of its label and title keys */
    namespace: Key,
    pages: Type.Array(PageDeclaration, { maxItems: 200 }),
    /** paths anyone may open besides the pages with `login: false` */
    publicPaths: Type.Array(Path, { maxItems: 200 }),
    /**
     * Written by the build: by share key, the files of the remote's own copy of each shared module
     * its pages use, which load only where the host provides none.
     */
    sharedAssets: Type.Optional(
      Type.Record(ShareKey, Type.Array(AssetFile, { maxItems: 20 }), {
        maxProperties: 200,
      }),
    ),
  },
  { additionalProperties: false },
);
export type RemotePages = Static<typeof RemotePages>;

/** The declaration's shape problems ('pages.3.menu.icon: …'), none when it is well formed. */
export function pagesShapeProblems(value: unknown): string[] {
  return [...Value.Errors(RemotePages, value)].map((e) => {
    const where = e.path.replace(/^\//, '').replace(/\//g, '.') || '(root)';
    const got = typeof e.value === 'string' ? ` (got "${e.value}")` : '';
    return `${where}: ${e.message}${got}`;
  });
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a relative route path of a table is the path a declaration names (both as written in the
 * route table: `sales-order/:id` names `sales-order/:id`, parameter names aside).
 */
export function sameRoute(a: string, b: string): boolean {
  const x = segments(a);
  const y = segments(b);
  return (
    x.length === y.length &&
    x.every(
      (s, i) => (s.startsWith(':') && y[i]!.startsWith(':')) || s === y[i],
    )
  );
}

/**
 * What the contract gate refuses beyond the shape: a menu entry whose path is none of `routes`
 * (the remote's route paths, relative, nested ones joined).
 */
export function pagesProblems(
  value: unknown,
  routes: readonly string[],
): string[] {
  const shape = pagesShapeProblems(value);
  if (shape.length > 0) return shape;
  const declared = value as RemotePages;
  const problems: string[] = [];
  declared.pages.forEach((page, i) => {
    if (page.menu && !routes.some((r) => sameRoute(r, page.path)))
      problems.push(
        `pages.${i}: the menu entry "${page.menu.label.text}" leads to "${page.path}", which is none of the remote's routes`,
      );
  });
  return problems;
}
