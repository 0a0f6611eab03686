// The page declaration part of a remote's contract (ADR 0030): `src/pages.json` beside its route
// table must have the shape shared/contracts/pages.ts describes (roles, modules and levels that
// exist in shared/permissions, known icons), and every menu entry must lead to one of the remote's
// routes. The routes are read from its code: every <Route path="…"> under src (tests excluded),
// nested routes joined with their parents' paths.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');
const { readText } = require('./program');

const CONTRACT = path.resolve(__dirname, '../../shared/src/contracts/pages.ts');

/** shared/contracts/pages.ts, transpiled on the fly (it and its imports are plain TypeScript). */
function loadContract() {
  const previous = Module._extensions['.ts'];
  Module._extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(
      fs.readFileSync(filename, 'utf8'),
      {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
          esModuleInterop: true,
        },
        fileName: filename,
      },
    );
    module._compile(outputText, filename);
  };
  try {
    return require(CONTRACT);
  } finally {
    if (previous) Module._extensions['.ts'] = previous;
    else delete Module._extensions['.ts'];
  }
}

const sourceFiles = (dir, files) => {
  const found = new Set(
    Object.keys(files).filter((f) => f.startsWith(dir + path.sep)),
  );
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.add(full);
    }
  };
  walk(dir);
  return [...found].filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f));
};

/** The `path` string of a <Route> element, or undefined. */
function routePath(element) {
  const opening = ts.isJsxElement(element) ? element.openingElement : element;
  if (opening.tagName.getText() !== 'Route') return undefined;
  const attr = opening.attributes.properties.find(
    (a) => ts.isJsxAttribute(a) && a.name.getText() === 'path',
  );
  if (!attr?.initializer) return '';
  const value = ts.isJsxExpression(attr.initializer)
    ? attr.initializer.expression
    : attr.initializer;
  return value && ts.isStringLiteralLike(value) ? value.text : '';
}

/** Every route path of a remote (relative to where it is mounted), nested paths joined. */
function remoteRoutes(pkgDir, files = {}) {
  const routes = new Set();
  for (const file of sourceFiles(path.join(pkgDir, 'src'), files)) {
    const text = readText(file, files);
    if (!text.includes('<Route')) continue;
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.ES2022,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node, prefix) => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const own = routePath(node);
        if (own !== undefined) {
          const full = [prefix, own].filter(Boolean).join('/');
          if (own) routes.add(full);
          ts.forEachChild(node, (child) => visit(child, full));
          return;
        }
      }
      ts.forEachChild(node, (child) => visit(child, prefix));
    };
    visit(source, '');
  }
  return [...routes];
}

/**
 * Problems of a remote's page declaration (none when it declares no pages).
 * @param {string} pkgDir the remote's package folder
 * @param {Record<string, string>} [files] absolute path → replacement text
 */
function pagesProblemsOf(pkgDir, files = {}) {
  const file = path.join(pkgDir, 'src/pages.json');
  if (!(file in files) && !fs.existsSync(file)) return [];
  let declared;
  try {
    declared = JSON.parse(readText(file, files));
  } catch (error) {
    return [`src/pages.json is not JSON (${error.message})`];
  }
  const { pagesProblems } = loadContract();
  return pagesProblems(declared, remoteRoutes(pkgDir, files)).map(
    (p) => `src/pages.json ${p}`,
  );
}

module.exports = { pagesProblemsOf, remoteRoutes };
