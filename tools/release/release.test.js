// The release script against the real api (in-process on its own PGlite, api/test/helpers.ts) over
// HTTP, with a tiny prebuilt storefront dist (`--dist`, so webpack does not run) and a temporary
// releases folder. The remote's own jest project is left out here (it has its own tests); the
// contract gate runs for real.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createReleaseKit } = require('../../api/test/releasesFixtures');
const { main } = require('./cli');
const { buildEnv, release, versionOf } = require('./release');
const { listFiles } = require('./upload');

const EXPOSES = ['Routes', 'TrackOrderDialog', 'OptionsPreview'];
const chunk = (name) => `__federation_expose_${name}.0123456789.js`;

/** A storefront build as webpack leaves it: manifest, remote entry, hashed chunks. */
function writeDist(dir, { container = 'mf_storefront', skip = [] } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: 'mf-storefront' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: EXPOSES.map((name) => ({
      id: `${container}:${name}`,
      name,
      path: `./${name}`,
      assets: {
        js: { sync: [chunk(name)], async: ['412.abcdef0123.js'] },
        css: { sync: [], async: [] },
      },
    })),
  };
  const files = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': 'var mf_storefront;\n',
    '412.abcdef0123.js': 'export default 1;\n',
    'assets/logo.0123456789.svg': '<svg/>',
    ...Object.fromEntries(EXPOSES.map((n) => [chunk(n), `// ${n}\n`])),
  };
  for (const [name, text] of Object.entries(files)) {
    if (skip.includes(name)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

let kit, apiUrl, tmp, dist, dest, releaseKey;
const out = { log: [], error: [] };
const io = {
  log: (line) => out.log.push(line),
  error: (line) => out.error.push(line),
  options: { unitTests: false },
};
const folder = (version) => path.join(dest, 'mf-storefront', version);
const args = (version, extra = []) => [
  'mf-storefront',
  '--version',
  version,
  '--dist',
  dist,
  '--dest',
  dest,
  '--base-url',
  'http://localhost:3001',
  '--api',
  apiUrl,
  ...extra,
];
const versions = async () =>
  (await kit.call('GET', '/releases')).body.remotes
    .find((r) => r.remote === 'storefront')
    .versions.map((v) => v.version);

beforeAll(async () => {
  kit = await createReleaseKit();
  apiUrl = await kit.api.app.listen({ port: 0, host: '127.0.0.1' });
  const created = await kit.call('POST', '/releases/keys', {
    remote: 'storefront',
    name: 'Storefront team',
  });
  releaseKey = created.body.key;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  dist = writeDist(path.join(tmp, 'dist'));
  dest = path.join(tmp, 'releases');
  process.env.RELEASE_KEY = releaseKey;
}, 60000);

afterAll(async () => {
  delete process.env.RELEASE_KEY;
  await kit?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  out.log = [];
  out.error = [];
});

const staged = () =>
  fs.existsSync(path.join(dest, '.staging'))
    ? fs.readdirSync(path.join(dest, '.staging'))
    : [];

test('publishes a version: its folder holds the build and its contract, the api has it, nothing is rolled out', async () => {
  const before = await kit.registry(1);
  expect(await main(args('1.4.0'), io)).toBe(0);
  expect(out.error).toEqual([]);
  expect(listFiles(folder('1.4.0'))).toEqual(
    [...listFiles(dist), 'contract.json'].sort(),
  );
  const contract = JSON.parse(
    fs.readFileSync(path.join(folder('1.4.0'), 'contract.json'), 'utf8'),
  );
  expect(contract).toMatchObject({
    package: 'mf-storefront',
    version: '1.4.0',
    container: 'mf_storefront',
  });
  expect(Object.keys(contract.exposes)).toEqual(EXPOSES.map((n) => `./${n}`));
  const { body } = await kit.call('GET', '/releases');
  const storefront = body.remotes.find((r) => r.remote === 'storefront');
  expect(storefront.versions[0]).toMatchObject({
    version: '1.4.0',
    entry_base_url: 'http://localhost:3001/1.4.0',
    source: 'publish',
    published_by: { kind: 'release_key' },
  });
  expect(await kit.registry(1)).toEqual(before);
  expect(out.log.at(-1)).toBe(
    'published mf-storefront 1.4.0 at http://localhost:3001/1.4.0 (not rolled out: PUT /api/v1/releases/storefront/default, /pins/{storeId} or /canary)',
  );
  expect(staged()).toEqual([]);
}, 60000);

test('never writes a published version’s folder again', async () => {
  const files = listFiles(folder('1.4.0'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var changed;\n');
  try {
    expect(await main(args('1.4.0'), io)).toBe(1);
  } finally {
    writeDist(dist);
  }
  expect(out.error[0]).toMatch(
    /^release refused: .*mf-storefront\/1\.4\.0 exists: a published version's files never change/,
  );
  expect(listFiles(folder('1.4.0'))).toEqual(files);
  expect(
    fs.readFileSync(path.join(folder('1.4.0'), 'remoteEntry.js'), 'utf8'),
  ).toBe('var mf_storefront;\n');
}, 60000);

test('a version the api already has: exits 1 with the api’s message, and the upload never shows', async () => {
  await kit.publish('storefront', '1.5.0');
  expect(await main(args('1.5.0'), io)).toBe(1);
  expect(out.error).toEqual([
    'release refused: the api refused the version (409): This version of the remote is already published.',
  ]);
  expect(fs.existsSync(folder('1.5.0'))).toBe(false);
  expect(staged()).toEqual([]);
}, 60000);

test('two publishes of one version at once: one wins, the other gets the 409', async () => {
  const run = () =>
    release({
      pkg: 'mf-storefront',
      version: '1.6.0',
      dist,
      releasesDir: dest,
      baseUrl: 'http://localhost:3001',
      apiUrl,
      unitTests: false,
      log: () => {},
    });
  const results = await Promise.allSettled([run(), run()]);
  expect(results.map((r) => r.status).sort()).toEqual([
    'fulfilled',
    'rejected',
  ]);
  expect(results.find((r) => r.status === 'rejected').reason.message).toMatch(
    /\(409\): This version of the remote is already published\.|1\.6\.0 (exists|appeared)/,
  );
  expect(listFiles(folder('1.6.0'))).toContain('remoteEntry.js');
  expect(staged()).toEqual([]);
}, 60000);

test('a malformed or partial build never becomes a version', async () => {
  const partial = writeDist(path.join(tmp, 'partial'), {
    skip: [chunk('TrackOrderDialog')],
  });
  const other = writeDist(path.join(tmp, 'other'), { container: 'mf_other' });
  expect(
    await main(
      args('1.7.0').map((a) => (a === dist ? partial : a)),
      io,
    ),
  ).toBe(1);
  expect(
    await main(
      args('1.7.0').map((a) => (a === dist ? other : a)),
      io,
    ),
  ).toBe(1);
  expect(out.error).toEqual([
    `release refused: ${partial} lacks files its manifest names: ${chunk('TrackOrderDialog')}`,
    `release refused: ${path.join(other, 'mf-manifest.json')} names the container mf_other, not mf_storefront`,
  ]);
  expect(fs.existsSync(folder('1.7.0'))).toBe(false);
  expect(await versions()).not.toContain('1.7.0');
}, 60000);

test('an unknown release key: the api’s 401, nothing visible', async () => {
  process.env.RELEASE_KEY = 'rk_not-a-key';
  try {
    expect(await main(args('1.8.0'), io)).toBe(1);
  } finally {
    process.env.RELEASE_KEY = releaseKey;
  }
  expect(out.error).toEqual([
    'release refused: the api refused the version (401): This release key is not valid.',
  ]);
  expect(fs.existsSync(folder('1.8.0'))).toBe(false);
  expect(staged()).toEqual([]);
}, 60000);

test('the contract gate refuses: nothing is uploaded or registered', async () => {
  const { declaredRemote } = require('../contract-gate/contract');
  const { shared } = declaredRemote('storefront');
  await expect(
    release({
      pkg: 'mf-storefront',
      version: '1.9.0',
      dist,
      releasesDir: dest,
      apiUrl,
      unitTests: false,
      gate: {
        declared: { storefront: { shared: { ...shared, react: '^20.0.0' } } },
      },
      log: () => {},
    }),
  ).rejects.toThrow(
    'the contract gate refused mf-storefront:\n  ✗ mf-storefront@0.1.0: shared singleton react needs ^20.0.0, but the production shell runs 19.3.1',
  );
  expect(fs.existsSync(folder('1.9.0'))).toBe(false);
  expect(await versions()).not.toContain('1.9.0');
}, 60000);

test('the version defaults to package.json’s and must be semantic', () => {
  expect(versionOf('mf-storefront')).toBe(
    require('../../mf-storefront/package.json').version,
  );
  expect(() => versionOf('mf-storefront', '1.4')).toThrow(
    '1.4 is not a semantic version (X.Y.Z or X.Y.Z-pre)',
  );
  expect(() => versionOf('mf-storefront', '1.4.0+build.7')).toThrow(
    'not a semantic version',
  );
});

test('the build it runs names the version published, not package.json’s', () => {
  const { DefinePlugin } = require('webpack');
  const definesOf = (env) => {
    const saved = { ...process.env };
    for (const [name, value] of Object.entries(env))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    try {
      const config = require('../../mf-storefront/webpack.config.js')(
        {},
        { mode: 'production' },
      );
      return config.plugins.find((p) => p instanceof DefinePlugin).definitions;
    } finally {
      for (const name of Object.keys(env))
        if (name in saved) process.env[name] = saved[name];
        else delete process.env[name];
    }
  };
  expect(definesOf(buildEnv('1.4.0')).__BUILD_VERSION__).toBe('"1.4.0"');
  expect(definesOf({ MF_BUILD_VERSION: undefined }).__BUILD_VERSION__).toBe(
    JSON.stringify(require('../../mf-storefront/package.json').version),
  );
});
