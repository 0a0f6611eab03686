const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const {
  ModuleFederationPlugin,
} = require('@module-federation/enhanced/webpack');
const { withPageAssets } = require('./pageAssets');

// A real federated build of a tiny remote: a route table exposed as Routes, two lazy pages, and two
// shared packages: the sales page uses `forms`, which uses `rules`.
let dir;
let compilation;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  write('common.js', `export const common = '${'x'.repeat(200)}';`);
  write('rules.js', `export const rules = 'rules';`);
  write(
    'forms.js',
    `import { rules } from 'rules'; export const forms = rules;`,
  );
  write(
    'sales.js',
    `import { common } from './common'; import { forms } from 'forms'; export default common + forms;`,
  );
  write('work.js', `export default 'work';`);
  write(
    'routes.js',
    [
      `import { common } from './common';`,
      `export const sales = () => import(/* webpackChunkName: "sales" */ './sales');`,
      `export const work = () => import(/* webpackChunkName: "work" */ './work');`,
      `export default common;`,
    ].join('\n'),
  );
  write('index.js', `export {};`);
  const own = (file) => ({
    import: path.join(dir, file),
    version: '1.0.0',
    requiredVersion: '1.0.0',
    singleton: true,
  });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: 'auto',
    },
    resolve: {
      alias: {
        forms: path.join(dir, 'forms.js'),
        rules: path.join(dir, 'rules.js'),
      },
    },
    optimization: {
      minimize: false,
      splitChunks: { chunks: 'async', minSize: 0 },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'demo',
        filename: 'remoteEntry.js',
        exposes: { './Routes': './routes.js' },
        shared: { forms: own('forms.js'), rules: own('rules.js') },
        manifest: false,
        dts: false,
      }),
    ],
  });
  compilation = await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors()
        ? reject(error ?? new Error(stats.toString()))
        : compiler.close(() => resolve(stats.compilation)),
    ),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const emitted = () => fs.readdirSync(path.join(dir, 'dist'));

test("a page that names its chunk gets that chunk's files and the shared modules it uses, with this remote's copies", () => {
  const declared = {
    namespace: 'demo',
    pages: [
      { path: 'sales-orders', login: true, chunk: 'sales' },
      { path: 'work-orders', login: true, chunk: 'work' },
      { path: 'help', login: false },
    ],
    publicPaths: [],
  };
  const { pages, sharedAssets } = withPageAssets(declared, compilation);
  const [sales, work, help] = pages;
  expect(sales.assets).toEqual([
    expect.stringMatching(/^sales\.[0-9a-f]{8}\.js$/),
  ]);
  expect(work.assets).toEqual([
    expect.stringMatching(/^work\.[0-9a-f]{8}\.js$/),
  ]);
  expect(help).toEqual({ path: 'help', login: false });
  // What the page uses from the share scope, and what that uses in turn, with this remote's copies.
  expect(sales.shared).toEqual(['forms', 'rules']);
  expect(work).not.toHaveProperty('shared');
  expect(Object.keys(sharedAssets).sort()).toEqual(['forms', 'rules']);
  const files = [
    ...sales.assets,
    ...work.assets,
    ...Object.values(sharedAssets).flat(),
  ];
  for (const file of files) expect(emitted()).toContain(file);
  expect(declared.pages[0]).not.toHaveProperty('assets');
});

test('a page naming a chunk the build has none of fails the build, naming the page', () => {
  expect(() =>
    withPageAssets(
      {
        namespace: 'demo',
        pages: [{ path: 'reports', login: true, chunk: 'report' }],
        publicPaths: [],
      },
      compilation,
    ),
  ).toThrow(/"report" \(page "reports"\)/);
});
