// The contract gate: a candidate remote against what its hosts need and what production
// runs. It refuses, naming the module, the prop and the versions, when an exposed module a host uses
// is missing; when a prop a host passes changed type incompatibly, or a new required prop appeared
// that the hosts do not pass; when a shared singleton's range cannot be met by the version the
// production shell provides; and when the api's REMOTE_EXPOSES table is not what the hosts use.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { sharedConfig, packageOf } = require('../federation-shared');
const {
  ROOT,
  REMOTE_PACKAGES,
  declaredRemote,
  defaultExportProps,
  describeProps,
  isOptional,
} = require('./contract');
const { hostFiles, hostUses } = require('./hosts');
const { pagesProblemsOf } = require('./pages');
const { createGateProgram, readText } = require('./program');
const { satisfies } = require('./semver');

const API_TABLE = 'api/src/areas/releases/releasesContract.ts';

/**
 * The singleton versions the production shell provides: the installed version of each package it
 * shares (package-lock.json), `shared` at its workspace version. Keyed like sharedConfig().
 */
function productionVersions({ root = ROOT } = {}) {
  const lock = JSON.parse(
    fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
  );
  const shellPkg = JSON.parse(
    fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8'),
  );
  const sharedVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'),
  ).version;
  const versions = {};
  for (const key of Object.keys(sharedConfig(path.join(root, 'shell')))) {
    const name = packageOf(key);
    versions[key] =
      name === 'shared'
        ? sharedVersion
        : (lock.packages?.[`shell/node_modules/${name}`]?.version ??
          lock.packages?.[`node_modules/${name}`]?.version ??
          shellPkg.dependencies?.[name]);
  }
  return versions;
}

/** REMOTE_EXPOSES of the api (an object literal of string arrays), read without running the api. */
function apiExposesTable({ root = ROOT, files = {} } = {}) {
  const file = path.join(root, API_TABLE);
  const source = ts.createSourceFile(
    file,
    readText(file, files),
    ts.ScriptTarget.ES2022,
    true,
  );
  let table = null;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'REMOTE_EXPOSES' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      table = {};
      for (const prop of node.initializer.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const list = ts.isAsExpression(prop.initializer)
          ? prop.initializer.expression
          : prop.initializer;
        table[prop.name.getText()] = ts.isArrayLiteralExpression(list)
          ? list.elements.filter(ts.isStringLiteral).map((e) => e.text)
          : [];
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return table;
}

const typeText = (checker, type) =>
  checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

/** Problems of one host's use against the module's props (both TypeScript types). */
function compareProps(checker, use, remoteProps) {
  const problems = [];
  const hostProps = use.props
    ? new Map(checker.getPropertiesOfType(use.props).map((p) => [p.name, p]))
    : new Map();
  const remoteList = remoteProps
    ? checker.getPropertiesOfType(remoteProps)
    : [];
  const undefinedType = checker.getUndefinedType();
  const reported = new Set(); // one problem per prop
  for (const prop of remoteList) {
    const type = checker.getTypeOfSymbol(prop);
    const required =
      !isOptional(prop) && !checker.isTypeAssignableTo(undefinedType, type);
    const passed = hostProps.get(prop.name);
    if (required && (!passed || isOptional(passed))) {
      reported.add(prop.name);
      problems.push(
        `new required prop "${prop.name}" (${typeText(checker, type)}) that ${use.host} does not ${passed ? 'always ' : ''}pass (${use.at})`,
      );
    }
  }
  const remoteByName = new Map(remoteList.map((p) => [p.name, p]));
  for (const [name, passed] of hostProps) {
    const taken = remoteByName.get(name);
    // Not taken: the module ignores it now (React drops unknown props).
    if (!taken || reported.has(name)) continue;
    const from = checker.getTypeOfSymbol(passed);
    const to = checker.getTypeOfSymbol(taken);
    if (!checker.isTypeAssignableTo(from, to))
      problems.push(
        `prop "${name}" changed incompatibly: ${use.host} passes ${typeText(checker, from)}, the module takes ${typeText(checker, to)} (${use.at})`,
      );
  }
  return problems;
}

/**
 * Runs the gate.
 * @param {object} [o]
 * @param {string[]} [o.remotes]   registry keys to check (default: all five)
 * @param {Record<string, object>} [o.declared] per remote, replaces parts of its declared contract
 *   ({ exposes, shared, version }); tests describe a candidate remote this way
 * @param {Record<string, string>} [o.files] absolute path → replacement source text
 * @param {Record<string, string>} [o.production] the production shell's singleton versions
 * @returns {{ ok: boolean, problems: string[], contracts: object[], program: import('typescript').Program }}
 */
function runGate({
  root = ROOT,
  remotes = Object.keys(REMOTE_PACKAGES),
  declared = {},
  files = {},
  production,
} = {}) {
  const remotesDeclared = remotes.map((key) => ({
    ...declaredRemote(key, { root }),
    ...declared[key],
  }));
  const hosts = hostFiles({ root, files });
  const roots = [
    ...hosts,
    ...remotesDeclared.flatMap((r) => Object.values(r.exposes)),
  ];
  const program = createGateProgram(roots, { files });
  const checker = program.getTypeChecker();
  const { uses, problems: hostProblems } = hostUses(program, checker, hosts, {
    root,
  });
  const problems = [...hostProblems];
  const runs = production ?? productionVersions({ root });
  const table = apiExposesTable({ root, files });
  const contracts = [];

  for (const remote of remotesDeclared) {
    const label = `${remote.package}@${remote.version}`;
    const contract = { ...remote, exposes: {} };
    const used = uses.filter((u) => u.remote === remote.remote);
    for (const [expose, file] of Object.entries(remote.exposes)) {
      const { type, error } = defaultExportProps(program, checker, file);
      contract.exposes[expose] = {
        file: path.relative(root, file),
        props: error ? null : describeProps(checker, type),
      };
      const users = used.filter((u) => u.expose === expose);
      if (error && users.length > 0)
        problems.push(`${label} ${expose}: ${error}`);
      if (error) continue;
      for (const use of users)
        for (const p of compareProps(checker, use, type))
          problems.push(`${label} ${expose}: ${p}`);
    }
    for (const use of used)
      if (!(use.expose in remote.exposes))
        problems.push(
          `${label}: ${use.expose} is not exposed any more, but ${use.host} uses it (${use.at})`,
        );
    for (const [key, range] of Object.entries(remote.shared)) {
      const provided = runs[key];
      if (provided === undefined)
        problems.push(
          `${label}: shared singleton ${key} ${range}: the production shell does not provide it`,
        );
      else if (!satisfies(provided, range))
        problems.push(
          `${label}: shared singleton ${key} needs ${range}, but the production shell runs ${provided}`,
        );
    }
    for (const p of pagesProblemsOf(path.join(root, remote.package), files))
      problems.push(`${label}: ${p}`);
    const needed = [...new Set(used.map((u) => u.expose))].sort();
    const listed = [...(table?.[remote.remote] ?? [])].sort();
    if (needed.join() !== listed.join())
      problems.push(
        `${API_TABLE}: REMOTE_EXPOSES.${remote.remote} lists [${listed.join(', ')}] but the hosts use [${needed.join(', ')}]`,
      );
    contracts.push(contract);
  }
  return { ok: problems.length === 0, problems, contracts, program };
}

module.exports = { API_TABLE, productionVersions, apiExposesTable, runGate };
