// A portal's route table (its remote's `./Routes` expose, with the message catalogue it brings)
// loads right after the shell's portal frame. A `shared/*` module it imports that the shell has not
// loaded is fetched only once the share scope resolves it: one more round of requests in a row
// before the first page's chunk (on slow 4G the sales orders list took ×1.19 the single bundle's
// time with nine contracts, the option rules and the form kit in that round, ×1.13 without them).
// So a route table's static imports reach only `shared/*` modules the shell's portal frame loads
// itself, or modules each container bundles (tools/federation-shared.js).
// The service builder's route table holds its pages themselves (none is lazy): what they import
// comes in the round a lazy page's chunk would, so it is not held to this.
const path = require('node:path');
const { resolveFile, runtimeImports } = require('../eslint/cycles');
const { sharedConfig } = require('../federation-shared');

const ROOT = path.resolve(__dirname, '../..');
const UNSHARED = sharedConfig(path.join(ROOT, 'shell'))['shared/'].exclude
  .request;

/** The `shared/*` subpaths the files' static import closure (inside their package) reaches. */
function sharedReached(entries) {
  const seen = new Set();
  const reached = new Map(); // subpath → a file that imports it
  const queue = entries.map((file) => path.join(ROOT, file));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file, { dynamic: false })) {
      if (spec.startsWith('shared/')) {
        const sub = spec.slice('shared/'.length);
        if (!reached.has(sub)) reached.set(sub, path.relative(ROOT, file));
      } else if (spec.startsWith('.')) {
        const to = resolveFile(path.resolve(path.dirname(file), spec));
        if (to && !to.endsWith('.css')) queue.push(to);
      }
    }
  }
  return reached;
}

const shellFrame = sharedReached([
  'shell/src/bootstrap.tsx',
  'shell/src/routing/PortalRoutes.tsx',
]);

describe.each([
  ['store portal', 'mf-store-portal/src/exposes/Routes.tsx'],
  ['vendor portal', 'mf-vendor-portal/src/exposes/Routes.tsx'],
])('the %s route table', (_name, entry) => {
  it('imports only shared modules the shell frame has loaded, or ones it bundles', () => {
    const late = [...sharedReached([entry])]
      .filter(([sub]) => !shellFrame.has(sub) && !UNSHARED.test(sub))
      .map(([sub, file]) => `shared/${sub} (imported by ${file})`);
    expect(late).toEqual([]);
  });
});

it('sees what the shell frame loads and what each container bundles', () => {
  // The walk finds the shell's own shared modules (a broken walk would allow everything or nothing).
  expect(shellFrame.has('i18n')).toBe(true);
  expect(shellFrame.has('router')).toBe(true);
  expect(shellFrame.has('contracts/repair')).toBe(false);
  expect(UNSHARED.test('contracts/repair')).toBe(true);
  expect(UNSHARED.test('ui/form')).toBe(false);
});
