// A remote's page declaration as its manifest carries it (ADR 0048). Each page that names its lazy
// chunk (`chunk`, the webpackChunkName of its import in the route table) gets that chunk's script
// files as `assets`, and as `shared` the share keys its code (and the route table's) consumes; the
// declaration gets `sharedAssets`, the files of this remote's own copy of each of those keys. The
// shell asks for a page's code, and for the copies of the keys it does not provide itself, beside
// its own first chunks instead of after the route table has run (shell/src/remotes/pagePreload.ts).

const fs = require('node:fs');

const EXPOSE_GROUP = /^__federation_expose_/;
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The script files of a chunk group's chunks, in the group's order. */
const scriptsOf = (group) =>
  group.chunks.flatMap((chunk) =>
    [...chunk.files].filter((file) => file.endsWith('.js')),
  );

/**
 * By share key, the chunk group this build's own copy of each shared module loads from: where the
 * share scope resolves a key to this remote's copy, its provide module loads those chunks.
 * (`_name` is the share key of enhanced's ProvideSharedModule.)
 */
function ownCopies(compilation) {
  const byKey = new Map();
  for (const module of compilation.modules) {
    const block = module.type === PROVIDE_SHARED && module.blocks?.[0];
    const group = block && compilation.chunkGraph.getBlockChunkGroup(block);
    if (group) byKey.set(module._name, group);
  }
  return byKey;
}

/**
 * The share keys the chunks' modules consume, and those the copies of these keys consume in turn:
 * when a chunk loads, the federation runtime asks the share scope for every key its modules
 * consume, in the same wave. Whichever container's copy of a key runs consumes the same keys.
 */
function consumedKeys(chunks, compilation, copies) {
  const keys = new Set();
  const visit = (from) => {
    for (const chunk of from)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(
        chunk,
      )) {
        const key = module.type === CONSUME_SHARED && module.options?.shareKey;
        if (!key || keys.has(key)) continue;
        keys.add(key);
        const copy = copies.get(key);
        if (copy) visit(copy.chunks);
      }
  };
  visit(chunks);
  return keys;
}

/**
 * `declaration` with `assets` and `shared` on each page that names a chunk, and `sharedAssets` for
 * those keys. The files an exposed module loads with itself are left out (the federation runtime
 * preloads those). Throws, naming them, when a page names a chunk the build has none of: a renamed
 * chunk must not silently stop the preload.
 * @param {{ pages: Array<{ path: string, chunk?: string }> }} declaration
 * @param {import('webpack').Compilation} compilation
 */
function withPageAssets(declaration, compilation) {
  const groups = compilation.namedChunkGroups;
  const unknown = declaration.pages.filter(
    (page) => page.chunk !== undefined && !groups.has(page.chunk),
  );
  if (unknown.length > 0)
    throw new Error(
      `src/pages.json names chunks this build has none of: ${unknown
        .map((page) => `"${page.chunk}" (page "${page.path}")`)
        .join(', ')}. ` +
        "Name the webpackChunkName of the page's import in the route table.",
    );
  const exposes = [...groups]
    .filter(([name]) => EXPOSE_GROUP.test(name))
    .map(([, group]) => group);
  const exposed = new Set(exposes.flatMap(scriptsOf));
  const copies = ownCopies(compilation);
  // By share key, the files of this remote's copy that the exposed modules do not bring.
  const copyFiles = new Map(
    [...copies].map(([key, group]) => [
      key,
      scriptsOf(group).filter((file) => !exposed.has(file)),
    ]),
  );
  const sharedAssets = {};
  const pages = declaration.pages.map((page) => {
    if (page.chunk === undefined) return page;
    const group = groups.get(page.chunk);
    const assets = [...new Set(scriptsOf(group))].filter(
      (file) => !exposed.has(file),
    );
    // The route table's own keys too: they resolve only once the share scope exists, in the same
    // wave as the page's.
    const chunks = [...exposes, group].flatMap((g) => g.chunks);
    const shared = [...consumedKeys(chunks, compilation, copies)].filter(
      (key) => copyFiles.get(key)?.length > 0,
    );
    for (const key of shared) sharedAssets[key] = copyFiles.get(key);
    return { ...page, assets, ...(shared.length > 0 ? { shared } : {}) };
  });
  return Object.keys(sharedAssets).length > 0
    ? { ...declaration, pages, sharedAssets }
    : { ...declaration, pages };
}

/**
 * The manifest's `additionalData`: it carries the remote's page declaration as `metaData.pages`
 * (ADR 0030), so the registry answer brings it with the manifest and the shell draws the menu of
 * the version a store is served without another request. Read at every build, so a changed
 * declaration is never stale; each page that names its chunk gets its files (withPageAssets).
 */
const addPages =
  (file) =>
  ({ stats, compilation }) => {
    stats.metaData.pages = withPageAssets(
      JSON.parse(fs.readFileSync(file, 'utf8')),
      compilation,
    );
    return stats;
  };

module.exports = { addPages, withPageAssets };
