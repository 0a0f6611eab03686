// A remote's contract, read from its code so it cannot drift: the exposed modules and the shared
// singletons with their ranges from its webpack config (the ModuleFederationPlugin options, i.e.
// `exposes` and tools/federation-shared.js's sharedConfig()), and each exposed module's props from
// the TypeScript type of its default export.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { PORTS } = require('../ports');

const ROOT = path.resolve(__dirname, '../..');

/** Registry key → package folder of the five remotes (tools/ports.js). */
const REMOTE_PACKAGES = Object.fromEntries(
  Object.entries(PORTS)
    .filter(([key]) => key !== 'shell')
    .map(([key, { dir }]) => [key, dir]),
);

/** The ModuleFederationPlugin options of a package's production webpack config. */
function federationOptions(pkgDir) {
  const factory = require(path.join(pkgDir, 'webpack.config.js'));
  const config = factory({}, { mode: 'production' });
  const plugin = config.plugins.find(
    (p) => p?.constructor?.name === 'ModuleFederationPlugin',
  );
  if (!plugin?._options)
    throw new Error(
      `${pkgDir}: no ModuleFederationPlugin in webpack.config.js`,
    );
  return plugin._options;
}

/**
 * What a remote declares: container, exposed modules (path → absolute file) and shared ranges.
 * @param {string} key  registry key (storefront, storePortal, …)
 */
function declaredRemote(key, { root = ROOT } = {}) {
  const pkg = REMOTE_PACKAGES[key];
  if (!pkg) throw new Error(`unknown remote ${key}`);
  const pkgDir = path.join(root, pkg);
  const options = federationOptions(pkgDir);
  const { version } = JSON.parse(
    fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'),
  );
  return {
    remote: key,
    package: pkg,
    version,
    container: options.name,
    exposes: Object.fromEntries(
      Object.entries(options.exposes ?? {}).map(([expose, file]) => [
        expose,
        path.resolve(pkgDir, file),
      ]),
    ),
    shared: Object.fromEntries(
      Object.entries(options.shared ?? {}).map(([name, c]) => [
        name,
        c.requiredVersion,
      ]),
    ),
  };
}

const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
const isUnreadable = (type) =>
  (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;

/** Props as a plain record: name → { type (text), optional }; `type` null: no props. */
function describeProps(checker, type) {
  if (!type) return {};
  return Object.fromEntries(
    checker.getPropertiesOfType(type).map((p) => [
      p.name,
      {
        type: checker.typeToString(
          checker.getTypeOfSymbol(p),
          undefined,
          ts.TypeFormatFlags.NoTruncation,
        ),
        optional: isOptional(p),
      },
    ]),
  );
}

/**
 * The props type of a module's default export (a function or class component), or `error`.
 * @returns {{ type?: import('typescript').Type, error?: string }}
 */
function defaultExportProps(program, checker, file) {
  const sourceFile = program.getSourceFile(file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return { error: 'its file cannot be read' };
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .find((s) => s.escapedName === 'default');
  if (!exported) return { error: 'it has no default export' };
  const type = checker.getTypeOfSymbolAtLocation(exported, sourceFile);
  const signature =
    type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
  if (!signature)
    return { error: 'its default export is not a component (no signature)' };
  const param = signature.getParameters()[0];
  if (!param) return { type: null }; // takes no props
  const props = checker.getTypeOfSymbolAtLocation(param, sourceFile);
  if (isUnreadable(props))
    return {
      error: `its props type reads as ${checker.typeToString(props)} (declare it in shared/contracts)`,
    };
  return { type: props };
}

module.exports = {
  ROOT,
  REMOTE_PACKAGES,
  declaredRemote,
  defaultExportProps,
  describeProps,
  isOptional,
  isUnreadable,
};
