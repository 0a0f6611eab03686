// The shell's index.html preloads every chunk the shell's own boot needs, so the browser fetches
// them while it is still downloading main.js instead of one round trip after main has run (ADR
// 0023). The list is read from the compilation, not written by hand:
// the chunks of the entry's dynamic import of `request` (./bootstrap), plus, for every shared
// module those chunks consume, the chunks of the shell's own copy of it (the host registers its
// shared modules first, so its copies are the ones used), following their consumes in turn.
// Internal fields read here (enhanced 2.9): a provide module's `_name`, a consume's `options.shareKey`.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadBootChunks';

/** The JavaScript files of `chunks`, without duplicates, in a stable order. */
function jsFiles(chunks) {
  const files = new Set();
  for (const chunk of chunks)
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

/**
 * The shell's own copy of each shared module, by share key: the chunks behind its provide module's
 * factory (not a consume's fallback, which is a separate chunk of the same code).
 * @param {import('webpack').Compilation} compilation
 */
function providedChunks(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    provided.set(
      module._name,
      module.blocks
        .map((block) => chunkGraph.getBlockChunkGroup(block))
        .filter(Boolean)
        .flatMap((group) => group.chunks),
    );
  }
  return provided;
}

/**
 * The chunks a browser needs to run the import of `request`: that import's chunk group, and the
 * shell's copy of each shared module they consume (transitively), without the entry's own chunk.
 * @param {import('webpack').Compilation} compilation
 * @param {Map<string, import('webpack').Chunk[]>} provided providedChunks(compilation)
 * @param {string} request a dynamic import, e.g. './bootstrap'
 */
function bootChunks(compilation, provided, request) {
  const { chunkGraph } = compilation;
  const start = [...compilation.chunkGroups].find((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  if (!start)
    throw new Error(`${PLUGIN}: no chunk group for import('${request}')`);
  const chunks = new Set();
  const seenModules = new Set();
  const queue = [...start.chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module' || seenModules.has(module))
        continue;
      seenModules.add(module);
      queue.push(...(provided.get(module.options.shareKey) ?? []));
    }
  }
  // The entry's own chunk (main) is already a <script>.
  for (const entry of compilation.entrypoints.values())
    for (const chunk of entry.chunks) chunks.delete(chunk);
  return chunks;
}

/**
 * The inline script that adds the preloads: `always` on every host, `portal` too on a portal host
 * (the boot script's `__PLATFORM_BOOT__.kind`), each link with the script's own nonce. A script,
 * not <link> tags: it runs after the boot script has sent its api requests, and the parser has
 * already found main.js, so those go first on the browser's six connections to the origin (a
 * <link> in the head is found first by the preload scanner and queued the api requests and main.js
 * behind 26 chunk downloads).
 */
const preloadScript = (always, portal) => `(function (always, portal) {
  var boot = window.__PLATFORM_BOOT__;
  var isPortal = boot && (boot.kind === 'store-portal' || boot.kind === 'vendor');
  var nonce = document.currentScript && document.currentScript.nonce;
  always.concat(isPortal ? portal : []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.appendChild(link);
  });
})(${JSON.stringify(always)}, ${JSON.stringify(portal)});`;

class PreloadBootChunks {
  /**
   * @param {{ request: string, portalRequest: string }} o `request`: the entry's import of the
   *   boot (every page); `portalRequest`: the bootstrap's import of the portal routes (portal hosts).
   */
  constructor(o) {
    this.request = o.request;
    this.portalRequest = o.portalRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        PLUGIN,
        (data) => {
          const publicPath = data.publicPath ?? '/';
          const provided = providedChunks(compilation);
          const chunksOf = (request) =>
            jsFiles(bootChunks(compilation, provided, request));
          const always = chunksOf(this.request);
          const portal = chunksOf(this.portalRequest).filter(
            (file) => !always.includes(file),
          );
          const href = (file) => `${publicPath}${file}`;
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              preloadScript(always.map(href), portal.map(href)),
            ),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadBootChunks };
