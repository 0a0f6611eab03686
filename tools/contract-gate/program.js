// The TypeScript program the contract gate reads types from. It follows only what a type needs:
// type-only imports, re-exports, and value imports whose names are used as types or exported
// again. Pages, antd and the rest of a remote's graph are never parsed, so the gate takes seconds
// where a typecheck of every remote takes a minute. Packages under node_modules other than React's
// types stay unresolved (their types read as `any`, which the gate refuses for a prop).
const fs = require('node:fs');
const ts = require('typescript');

const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  types: [],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

// React's types (and csstype, which they import) are what component props are written in.
const ALLOWED_PACKAGES =
  /[\\/]node_modules[\\/](@types[\\/]react|csstype)[\\/]/;

/** The leftmost identifier of `A` or `A.B.C`. */
const leftmost = (name) => (ts.isIdentifier(name) ? name : leftmost(name.left));

/** Names a file uses in type positions or exports again (its value imports of those are followed). */
function namesNeededAsTypes(sourceFile) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) names.add(leftmost(node.typeName).text);
    else if (ts.isTypeQueryNode(node) && ts.isIdentifier(node.exprName))
      names.add(node.exprName.text);
    else if (
      ts.isExpressionWithTypeArguments(node) &&
      ts.isIdentifier(node.expression)
    )
      names.add(node.expression.text);
    else if (ts.isExportAssignment(node) && ts.isIdentifier(node.expression))
      names.add(node.expression.text);
    else if (ts.isExportSpecifier(node) && !node.parent.parent.moduleSpecifier)
      names.add((node.propertyName ?? node.name).text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** The local names an import declaration binds. */
function boundNames(clause) {
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings))
    names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings))
    for (const el of bindings.elements) names.push(el.name.text);
  return names;
}

/** Whether the gate follows the import or export that `literal` (its module specifier) belongs to. */
function isFollowed(literal, neededOf) {
  const decl = literal.parent;
  if (ts.isExportDeclaration(decl)) return true;
  if (ts.isLiteralTypeNode(decl) && ts.isImportTypeNode(decl.parent))
    return true;
  if (!ts.isImportDeclaration(decl) || !decl.importClause) return false;
  const clause = decl.importClause;
  if (clause.isTypeOnly) return true;
  const needed = neededOf(decl.getSourceFile());
  return boundNames(clause).some((name) => needed.has(name));
}

// Parsed files by name, reused while their text is the same (a second run in one process, e.g. the
// gate's tests, parses only what changed; lib.dom.d.ts alone is most of a first run).
const parsed = new Map();

/**
 * A program over `roots` (absolute paths). `files` replaces the text of some files (tests describe a
 * candidate remote that way).
 */
function createGateProgram(roots, { files = {} } = {}) {
  const host = ts.createCompilerHost(OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.fileExists = (name) => name in files || fileExists(name);
  host.getSourceFile = (name, languageVersion) => {
    const text = host.readFile(name);
    if (text === undefined) return undefined;
    const cached = parsed.get(name);
    if (cached?.text === text) return cached.sourceFile;
    const sourceFile = ts.createSourceFile(name, text, languageVersion, true);
    parsed.set(name, { text, sourceFile });
    return sourceFile;
  };
  const needed = new WeakMap();
  const neededOf = (sourceFile) => {
    if (!needed.has(sourceFile))
      needed.set(sourceFile, namesNeededAsTypes(sourceFile));
    return needed.get(sourceFile);
  };
  host.resolveModuleNameLiterals = (literals, containingFile, _ref, options) =>
    literals.map((literal) => {
      if (!isFollowed(literal, neededOf)) return { resolvedModule: undefined };
      const { resolvedModule } = ts.resolveModuleName(
        literal.text,
        containingFile,
        options,
        host,
      );
      const file = resolvedModule?.resolvedFileName;
      if (
        !file ||
        (/[\\/]node_modules[\\/]/.test(file) && !ALLOWED_PACKAGES.test(file))
      )
        return { resolvedModule: undefined };
      return { resolvedModule };
    });
  return ts.createProgram({
    rootNames: roots,
    options: OPTIONS,
    host,
  });
}

/** The text of a file as the gate sees it (with `files` overrides). */
const readText = (file, files = {}) =>
  files[file] ?? fs.readFileSync(file, 'utf8');

module.exports = { createGateProgram, readText };
