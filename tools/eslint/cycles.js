// The import-cycle check of the whole repository, in one pass. It replaces eslint's
// `import-x/no-cycle`, which walked the import graph again from every file it linted (about half of
// lint's time) and reports the same thing: an import that is not type-only and whose target leads
// back to the importing file through imports that are not type-only either. Re-exports
// (`export … from`) and dynamic `import()` count; `import type`, an import whose every name is a
// type, and packages from node_modules do not. Workspace packages (`shared/api`, …) resolve through
// their package.json `exports` to the source, so a cycle through `shared` is seen.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '@mf-types',
  'test-results',
  'playwright-report',
  'bench-results',
  '.data',
  '.cache',
  '.git',
]);

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name))
        sourceFiles(path.join(dir, entry.name), out);
    } else if (
      EXTENSIONS.includes(path.extname(entry.name)) &&
      !entry.name.endsWith('.d.ts')
    ) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** The repository's workspace packages by name: their folder and package.json. */
function workspaces(root) {
  const rootPkg = JSON.parse(
    fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  const map = new Map();
  for (const ws of rootPkg.workspaces ?? []) {
    const file = path.join(root, ws, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    map.set(pkg.name, { dir: path.join(root, ws), pkg });
  }
  return map;
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A file path, trying the extensions and index files as the node resolver does. */
function resolveFile(target) {
  if (isFile(target)) return target;
  // `./x.js` written for a TypeScript source `./x.ts`.
  const ext = path.extname(target);
  if (ext === '.js' || ext === '.jsx') {
    const base = target.slice(0, -ext.length);
    for (const e of ['.ts', '.tsx']) if (isFile(base + e)) return base + e;
  }
  for (const e of EXTENSIONS) if (isFile(target + e)) return target + e;
  for (const e of EXTENSIONS) {
    const index = path.join(target, `index${e}`);
    if (isFile(index)) return index;
  }
  return null;
}

const exportTarget = (value) => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    for (const key of ['import', 'require', 'node', 'default'])
      if (typeof value[key] === 'string') return value[key];
  return null;
};

/** `shared/api` → shared's `exports['./api']`, wildcards included; null for any other package. */
function resolveWorkspace(spec, packages) {
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const ws = packages.get(name);
  if (!ws) return null;
  const sub = `.${spec.slice(name.length)}`;
  const { exports: exp, main } = ws.pkg;
  if (exp && typeof exp === 'object' && !Array.isArray(exp)) {
    const keyed = Object.keys(exp).some((k) => k.startsWith('.'));
    const table = keyed ? exp : { '.': exp };
    if (table[sub] !== undefined) {
      const target = exportTarget(table[sub]);
      return target ? resolveFile(path.join(ws.dir, target)) : null;
    }
    for (const [key, value] of Object.entries(table)) {
      const star = key.indexOf('*');
      if (star < 0) continue;
      const [before, after] = [key.slice(0, star), key.slice(star + 1)];
      if (sub.startsWith(before) && sub.endsWith(after)) {
        const target = exportTarget(value);
        if (!target) continue;
        const filled = target.replace(
          '*',
          sub.slice(before.length, sub.length - after.length),
        );
        return resolveFile(path.join(ws.dir, filled));
      }
    }
  }
  if (sub === '.') return resolveFile(path.join(ws.dir, main ?? 'index'));
  return resolveFile(path.join(ws.dir, sub));
}

const typeOnlyImport = (node) => {
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'` runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
};

const typeOnlyExport = (node) =>
  node.isTypeOnly ||
  (node.exportClause !== undefined &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((e) => e.isTypeOnly));

/**
 * The module specifiers a file loads at run time: static imports, re-exports and (unless
 * `dynamic` is false) `import()`.
 */
function runtimeImports(file, { dynamic = true } = {}) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const specs = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !typeOnlyImport(node))
      specs.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      !typeOnlyExport(node)
    )
      specs.push(node.moduleSpecifier.text);
  }
  if (dynamic && text.includes('import(')) {
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        specs.push(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specs;
}

/** Every file's run-time edges inside the repository: Map<file, [{ spec, to }]>. */
function importGraph(root, files = sourceFiles(root)) {
  const packages = workspaces(root);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const spec of runtimeImports(file)) {
      const to = spec.startsWith('.')
        ? resolveFile(path.resolve(path.dirname(file), spec))
        : resolveWorkspace(spec, packages);
      if (to && to !== file && known.has(to)) edges.push({ spec, to });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components (Tarjan, iterative): file → component number. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  let count = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node);
      if (i < edges.length) {
        frame[1] += 1;
        const next = edges[i].to;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, count);
        } while (member !== node);
        count += 1;
      }
    }
  }
  return component;
}

/** A shortest import path from `from` back to `to`, inside one component. */
function pathBack(graph, component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const { to: next } of graph.get(node)) {
      if (previous.has(next) || component.get(next) !== component.get(from))
        continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const route = [];
  for (let n = to; n !== null && n !== undefined; n = previous.get(n))
    route.unshift(n);
  return route;
}

/** Every import that closes a cycle, with the way back: [{ file, spec, route }]. */
function findCycles(root, files) {
  const graph = importGraph(root, files);
  const component = components(graph);
  const found = [];
  for (const [file, edges] of graph)
    for (const { spec, to } of edges)
      if (component.get(to) === component.get(file))
        found.push({ file, spec, route: pathBack(graph, component, to, file) });
  return found;
}

module.exports = { findCycles, importGraph, resolveFile, runtimeImports };

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  const cycles = findCycles(root);
  const rel = (f) => path.relative(root, f);
  for (const { file, spec, route } of cycles)
    console.error(
      `${rel(file)}: import '${spec}' closes a dependency cycle: ${[file, ...route].map(rel).join(' -> ')}`,
    );
  if (cycles.length > 0) {
    console.error(`${cycles.length} import(s) on a dependency cycle`);
    process.exitCode = 1;
  }
}
