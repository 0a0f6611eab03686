// Every web workspace must ask for exactly the same version of each shared singleton:
// a mismatch would load two copies at run time (or refuse to share).
const fs = require('node:fs');
const path = require('node:path');
const {
  SINGLETONS,
  packageOf,
  requestedVersion,
  sharedConfig,
} = require('./federation-shared');

const root = path.join(__dirname, '..');
const WEB = [
  'shell',
  'mf-storefront',
  'mf-store-portal',
  'mf-vendor-portal',
  'mf-service-builder',
  'mf-notifications',
];
const readPkg = (ws) =>
  JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8'));

describe('federation shared singletons', () => {
  const names = [...new Set(SINGLETONS.map(packageOf))].filter(
    (n) => n !== 'shared',
  );

  test.each(names)(
    '%s has one version across all web workspaces and shared',
    (name) => {
      const versions = new Map();
      for (const ws of [...WEB, 'shared'])
        versions.set(ws, requestedVersion(readPkg(ws), name));
      expect([...versions.values()].every((v) => v !== undefined)).toBe(true);
      expect(new Set(versions.values()).size).toBe(1);
    },
  );

  test('antd, its icons and react-router-dom have one version everywhere too (they travel inside shared/ui/antd and shared/router)', () => {
    for (const name of ['antd', '@ant-design/icons', 'react-router-dom']) {
      const versions = new Set(
        [...WEB, 'shared'].map((ws) => requestedVersion(readPkg(ws), name)),
      );
      expect(versions.size).toBe(1);
    }
  });

  test('each workspace depends on the same shared workspace version', () => {
    const sharedVersion = readPkg('shared').version;
    for (const ws of WEB)
      expect(readPkg(ws).dependencies.shared).toBe(sharedVersion);
  });

  test('sharedConfig marks every key a non-eager singleton', () => {
    const config = sharedConfig(path.join(root, 'shell'));
    for (const key of SINGLETONS) {
      expect(config[key]).toMatchObject({ singleton: true });
      expect(config[key].eager).toBeUndefined();
    }
    expect(config['react-dom/']).toBeDefined();
    expect(config['react/']).toBeDefined();
  });

  test('a library one shared module wraps is no key: it travels inside that singleton (ADR 0024)', () => {
    const config = sharedConfig(path.join(root, 'mf-storefront'));
    for (const key of [
      'i18next',
      'i18next/',
      'react-i18next',
      'jotai',
      'jotai/',
      'moment',
    ])
      expect(config[key]).toBeUndefined();
    expect(config['shared/']).toMatchObject({ singleton: true });
  });
});
