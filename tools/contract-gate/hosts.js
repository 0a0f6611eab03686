// What the hosts need of each remote: every `<RemoteSlot remote=… expose=… props=…>` in a host's
// source (the shell, or a remote that hosts another), with the props type it passes (the element's
// type argument, else the type of its `props`). `remote` may be any expression whose type is a
// union of remote keys (the shell's RemoteRoutes mounts four remotes through one slot).
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { ROOT, REMOTE_PACKAGES } = require('./contract');

const HOST_PACKAGES = ['shell', ...Object.values(REMOTE_PACKAGES)];
const SLOT = 'RemoteSlot';

/** Source files under `<pkg>/src` (tests excluded) that render a RemoteSlot. */
function hostFiles({ root = ROOT, files = {} } = {}) {
  const found = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        const text = files[full] ?? fs.readFileSync(full, 'utf8');
        if (text.includes(`<${SLOT}`)) found.push(full);
      }
    }
  };
  for (const pkg of HOST_PACKAGES) walk(path.join(root, pkg, 'src'));
  return found;
}

/** The string literal values of a type (a literal or a union of them); null when it is anything else. */
function literalValues(type) {
  const parts = type.isUnion() ? type.types : [type];
  if (!parts.every((t) => t.isStringLiteral())) return null;
  return parts.map((t) => t.value);
}

const attributeOf = (element, name) =>
  element.attributes.properties.find(
    (a) => ts.isJsxAttribute(a) && a.name.getText() === name,
  );

/**
 * Every use of a remote module in the hosts' files.
 * @returns {{ uses: object[], problems: string[] }} a use: { host, at, remote, expose, props }
 */
function hostUses(program, checker, files, { root = ROOT } = {}) {
  const uses = [];
  const problems = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file);
    const relative = path.relative(root, file);
    const host = relative.split(path.sep)[0];
    const visit = (node) => {
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === SLOT
      ) {
        const line =
          sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const at = `${relative}:${line}`;
        const remoteAttr = attributeOf(node, 'remote');
        const exposeAttr = attributeOf(node, 'expose');
        const propsAttr = attributeOf(node, 'props');
        const valueOf = (attr) =>
          attr?.initializer && ts.isJsxExpression(attr.initializer)
            ? attr.initializer.expression
            : attr?.initializer;
        const remoteNode = valueOf(remoteAttr);
        const remotes = !remoteNode
          ? null
          : ts.isStringLiteral(remoteNode)
            ? [remoteNode.text]
            : literalValues(checker.getTypeAtLocation(remoteNode));
        const exposeNode = valueOf(exposeAttr);
        const expose = !exposeAttr
          ? 'Routes'
          : exposeNode && ts.isStringLiteral(exposeNode)
            ? exposeNode.text
            : null;
        if (!remotes || expose === null) {
          problems.push(
            `${at}: a ${SLOT} must name its remote and expose as string literals (or a union of them)`,
          );
        } else {
          const typeArg = node.typeArguments?.[0];
          const props = typeArg
            ? checker.getTypeFromTypeNode(typeArg)
            : propsAttr
              ? checker.getTypeAtLocation(valueOf(propsAttr))
              : null;
          for (const remote of remotes)
            uses.push({ host, at, remote, expose: `./${expose}`, props });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { uses, problems };
}

module.exports = { HOST_PACKAGES, hostFiles, hostUses, literalValues };
