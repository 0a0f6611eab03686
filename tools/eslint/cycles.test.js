const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findCycles } = require('./cycles');

// A small repository with two workspaces, written for each test.
let root;
const write = (file, text) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
};
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  write('package.json', JSON.stringify({ workspaces: ['lib', 'app'] }));
  write(
    'lib/package.json',
    JSON.stringify({
      name: 'lib',
      exports: { './api': './src/api.ts', './ui/*': './src/ui/*.tsx' },
    }),
  );
  write('app/package.json', JSON.stringify({ name: 'app' }));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const found = () =>
  findCycles(root)
    .map(({ file, spec }) => `${path.relative(root, file)} ${spec}`)
    .sort();

it('reports every import on a cycle, through index files and re-exports', () => {
  write('app/src/a.ts', "import { b } from './b';\nexport const a = b;\n");
  write('app/src/b.ts', "export { c as b } from './c';\n");
  write(
    'app/src/c/index.ts',
    "import { a } from '../a';\nexport const c = a;\n",
  );
  write('app/src/d.ts', "import { a } from './a';\nexport const d = a;\n");
  expect(found()).toEqual([
    'app/src/a.ts ./b',
    'app/src/b.ts ./c',
    'app/src/c/index.ts ../a',
  ]);
});

it('sees a cycle through a workspace package and a dynamic import', () => {
  write('lib/src/api.ts', "export const api = () => import('./ui/x');\n");
  write(
    'lib/src/ui/x.tsx',
    "import { api } from 'lib/api';\nexport { api };\n",
  );
  expect(found()).toEqual([
    'lib/src/api.ts ./ui/x',
    'lib/src/ui/x.tsx lib/api',
  ]);
});

it('ignores type-only imports and packages outside the repository', () => {
  write('app/src/a.ts', "import type { B } from './b';\nexport type A = B;\n");
  write(
    'app/src/b.ts',
    "import { type A } from './a';\nimport React from 'react';\nexport type B = A | typeof React;\n",
  );
  expect(found()).toEqual([]);
});
