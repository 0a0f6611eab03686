// Tests only: '@ant-design/icons' with each icon loaded on first use. The package's CommonJS index
// requires all of its ~850 icons (about 1,600 modules, more than half of what a web test file loads
// before its first test); webpack tree-shakes them, jest cannot. This module exports the same names,
// each a getter that requires the package's own file for that icon (or component) when read, so a
// test renders the very components the production build ships, and loads only those it uses.
const { readdirSync } = require('node:fs');
const { dirname } = require('node:path');

const pkg = '@ant-design/icons/lib';
const lazy = (name, load) =>
  Object.defineProperty(module.exports, name, { enumerable: true, get: load });

Object.defineProperty(module.exports, '__esModule', { value: true });
lazy('default', () => require(`${pkg}/components/Icon`).default);
lazy(
  'IconProvider',
  () => require(`${pkg}/components/Context`).default.Provider,
);
lazy(
  'createFromIconfontCN',
  () => require(`${pkg}/components/IconFont`).default,
);
const twoTone = () => require(`${pkg}/components/twoTonePrimaryColor`);
lazy('getTwoToneColor', () => twoTone().getTwoToneColor);
lazy('setTwoToneColor', () => twoTone().setTwoToneColor);
const icons = dirname(require.resolve(`${pkg}/icons/AccountBookFilled`));
for (const file of readdirSync(icons)) {
  const name = /^([A-Z]\w+)\.js$/.exec(file)?.[1];
  if (name) lazy(name, () => require(`${pkg}/icons/${name}`).default);
}
