// The contract gate against the real hosts (the shell's RemoteSlots) and the real remotes, with one
// candidate change at a time: a module's source text, its declared exposes or shared ranges, or the
// versions production runs.
const path = require('node:path');
const { declaredRemote, ROOT } = require('./contract');
const { runGate, productionVersions } = require('./gate');

const TRACK_ORDER = path.join(
  ROOT,
  'mf-storefront/src/exposes/TrackOrderDialog.tsx',
);
const BUILDER_ROUTES = path.join(
  ROOT,
  'mf-service-builder/src/exposes/Routes.tsx',
);
const storefront = declaredRemote('storefront');

/** A candidate storefront whose Track order dialog takes these props. */
const trackOrderTaking = (props) => ({
  remotes: ['storefront'],
  files: {
    [TRACK_ORDER]: `export default function TrackOrderDialog(_props: ${props}) { return null; }\n`,
  },
});

test('the remotes of this repository meet what the shell uses and what production runs', () => {
  const { ok, problems, contracts } = runGate();
  expect(problems).toEqual([]);
  expect(ok).toBe(true);
  const sf = contracts.find((c) => c.remote === 'storefront');
  expect(Object.keys(sf.exposes)).toEqual([
    './Routes',
    './TrackOrderDialog',
    './OptionsPreview',
  ]);
  expect(sf.exposes['./TrackOrderDialog'].props).toEqual({
    open: { type: 'boolean', optional: false },
    onClose: { type: '() => void', optional: false },
    basePath: { type: 'string | undefined', optional: true },
  });
  expect(sf.shared.react).toBe('19.3.1');
});

test('refuses a remote that no longer exposes a module the shell uses', () => {
  const { './TrackOrderDialog': _removed, ...exposes } = storefront.exposes;
  const { ok, problems } = runGate({
    remotes: ['storefront'],
    declared: { storefront: { exposes } },
  });
  expect(ok).toBe(false);
  expect(problems).toEqual([
    expect.stringMatching(
      /^mf-storefront@0\.1\.0: \.\/TrackOrderDialog is not exposed any more, but shell uses it \(shell\/src\/remotes\/remoteSlots\.tsx:\d+\)$/,
    ),
  ]);
});

test('refuses a prop the shell passes whose type changed incompatibly', () => {
  const { ok, problems } = runGate(
    trackOrderTaking('{ open: "yes" | "no"; onClose: () => void }'),
  );
  expect(ok).toBe(false);
  expect(problems).toEqual([
    expect.stringContaining(
      'mf-storefront@0.1.0 ./TrackOrderDialog: prop "open" changed incompatibly: shell passes boolean, the module takes "yes" | "no"',
    ),
  ]);
});

test('refuses a new required prop the shell does not pass', () => {
  const { problems } = runGate(
    trackOrderTaking(
      '{ open: boolean; onClose: () => void; orderNumber: string }',
    ),
  );
  expect(problems).toEqual([
    expect.stringContaining(
      'mf-storefront@0.1.0 ./TrackOrderDialog: new required prop "orderNumber" (string) that shell does not pass',
    ),
  ]);
});

test('refuses a prop made required that the shell passes only sometimes', () => {
  const { problems } = runGate({
    remotes: ['serviceBuilder'],
    files: {
      [BUILDER_ROUTES]: [
        "import type { ComponentType } from 'react';",
        "import type { OptionsPreviewProps } from 'shared/contracts';",
        'export default function Routes(_props: { basePath: string; OptionsPreview: ComponentType<OptionsPreviewProps> }) { return null; }',
        '',
      ].join('\n'),
    },
  });
  expect(problems).toEqual([
    expect.stringContaining(
      'mf-service-builder@0.1.0 ./Routes: new required prop "OptionsPreview" (ComponentType<OptionsPreviewProps>) that shell does not always pass',
    ),
  ]);
});

test('refuses an exposed module whose props cannot be read', () => {
  const { problems } = runGate(
    trackOrderTaking('any'), // e.g. a type from a package the gate does not read
  );
  expect(problems).toEqual([
    'mf-storefront@0.1.0 ./TrackOrderDialog: its props type reads as any (declare it in shared/contracts)',
  ]);
});

test('passes a compatible change: a new optional prop, a wider prop type, a prop no longer read', () => {
  const { ok, problems } = runGate(
    trackOrderTaking(
      "{ open: boolean | 'auto'; onClose?: () => void; tone?: 'light' | 'dark' }",
    ),
  );
  expect(problems).toEqual([]);
  expect(ok).toBe(true);
});

test('refuses a shared range that the version production runs cannot meet', () => {
  const { ok, problems } = runGate({
    remotes: ['storefront'],
    declared: {
      storefront: { shared: { ...storefront.shared, react: '^20.0.0' } },
    },
  });
  expect(ok).toBe(false);
  expect(problems).toEqual([
    'mf-storefront@0.1.0: shared singleton react needs ^20.0.0, but the production shell runs 19.3.1',
  ]);
});

test('production is the shell’s installed singletons; an older production refuses a newer need', () => {
  const production = productionVersions();
  expect(production).toMatchObject({
    react: '19.3.1',
    'react-dom/': '19.3.1',
    'shared/': '0.1.0',
  });
  const { problems } = runGate({
    remotes: ['notifications'],
    production: { ...production, swr: '2.4.0', 'swr/': '2.4.0' },
  });
  expect(problems).toEqual([
    'mf-notifications@0.1.0: shared singleton swr needs 2.5.1, but the production shell runs 2.4.0',
    'mf-notifications@0.1.0: shared singleton swr/ needs 2.5.1, but the production shell runs 2.4.0',
  ]);
});

test('refuses when the api’s REMOTE_EXPOSES is not what the hosts use', () => {
  const table = path.join(ROOT, 'api/src/areas/releases/releasesContract.ts');
  const { readFileSync } = require('node:fs');
  const text = readFileSync(table, 'utf8').replace(
    "'./TrackOrderDialog', ",
    '',
  );
  const { problems } = runGate({
    remotes: ['storefront'],
    files: { [table]: text },
  });
  expect(problems).toEqual([
    'api/src/areas/releases/releasesContract.ts: REMOTE_EXPOSES.storefront lists [./OptionsPreview, ./Routes] but the hosts use [./OptionsPreview, ./Routes, ./TrackOrderDialog]',
  ]);
});

describe('the page declaration (src/pages.json)', () => {
  const PAGES = path.join(ROOT, 'mf-store-portal/src/pages.json');
  const real = JSON.parse(require('node:fs').readFileSync(PAGES, 'utf8'));
  /** A candidate store portal whose declaration gains one page. */
  const withPage = (page) => ({
    remotes: ['storePortal'],
    files: {
      [PAGES]: JSON.stringify({ ...real, pages: [...real.pages, page] }),
    },
  });
  const menu = {
    label: { key: 'menu.reports', text: 'Reports' },
    icon: 'file-text',
    order: 140,
    roles: ['STORE_OWNER'],
  };

  test('refuses a menu entry that leads to a path the remote does not route', () => {
    const { ok, problems } = runGate(
      withPage({ path: 'reports', login: true, menu }),
    );
    expect(ok).toBe(false);
    expect(problems).toEqual([
      expect.stringMatching(
        /^mf-store-portal@[^:]+: src\/pages\.json pages\.\d+: the menu entry "Reports" leads to "reports", which is none of the remote's routes$/,
      ),
    ]);
  });

  test('takes the entry once the remote routes the path', () => {
    const ROUTES = path.join(ROOT, 'mf-store-portal/src/routes/settings.tsx');
    const source = require('node:fs').readFileSync(ROUTES, 'utf8');
    const candidate = withPage({ path: 'reports', login: true, menu });
    candidate.files[ROUTES] = source.replace(
      '<Route key="settings" path="settings"',
      '<Route key="reports" path="reports" element={null} />,\n  <Route key="settings" path="settings"',
    );
    expect(runGate(candidate).problems).toEqual([]);
  });

  test('refuses a permission, role or icon that does not exist', () => {
    const { problems } = runGate(
      withPage({
        path: 'settings',
        login: true,
        roles: ['STORE_JANITOR'],
        permission: { module: 'TELEPORT', level: 'VIEW', location: 'ANY' },
      }),
    );
    expect(problems.join('\n')).toMatch(
      /roles\.0: Expected union value \(got "STORE_JANITOR"\)/,
    );
    expect(problems.join('\n')).toMatch(
      /permission\.module: Expected union value \(got "TELEPORT"\)/,
    );
  });
});
