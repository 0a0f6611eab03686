// Tests only: 'antd' with each component loaded on first use. antd's CommonJS index requires all of
// its ~70 components (about 1,400 modules) before a test can render a Button; webpack tree-shakes
// them, jest cannot. This module reads that index and exports the same names, each a getter that
// requires the component's own file in antd/lib when read, so a test renders the very components
// the production build ships, and loads only those it uses. A name the index exports in another way
// is read from the index itself.
const { readFileSync } = require('node:fs');

const index = require.resolve('antd/lib/index.js');
const source = readFileSync(index, 'utf8');
const files = new Map(
  [
    ...source.matchAll(
      /var (_\w+) = _interopRequireDefault\(require\("\.\/([\w-]+)"\)\);/g,
    ),
  ].map(([, variable, dir]) => [variable, dir]),
);
const lazy = (name, load) =>
  Object.defineProperty(module.exports, name, { enumerable: true, get: load });

Object.defineProperty(module.exports, '__esModule', { value: true });
for (const [, name, variable] of source.matchAll(
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
)) {
  const dir = files.get(variable);
  lazy(name, () =>
    dir ? require(`antd/lib/${dir}`).default : require(index)[name],
  );
}
for (const [, name] of source.matchAll(/^exports\.(\w+) = /gm))
  if (!(name in module.exports)) lazy(name, () => require(index)[name]);
