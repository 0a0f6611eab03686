// `npm start`: build what is missing, start the api (embedded database) and the six static origins,
// print where to go, and stop everything cleanly on Ctrl-C.
import {
  WEB_PACKAGES,
  buildPackages,
  isBuilt,
  printBuildSummary,
} from './serve/builds.mjs';
import { reportStartupError, runPlatform } from './serve/run.mjs';

const ACCOUNTS = [
  [
    'admin@platform.test',
    'super admin',
    'http://app.localhost:{port}/portal/login',
  ],
  [
    'owner@acme.test',
    'Acme store owner',
    'http://app.localhost:{port}/portal/login',
  ],
  [
    'staff@acme.test',
    'Acme store staff (one location)',
    'http://app.localhost:{port}/portal/login',
  ],
  [
    'owner@globex.test',
    'Globex store owner',
    'http://app.localhost:{port}/portal/login',
  ],
  [
    'owner@fixit.test',
    'Fixit Workshop vendor owner',
    'http://vendor.localhost:{port}/login',
  ],
  [
    'staff@fixit.test',
    'Fixit Workshop vendor staff',
    'http://vendor.localhost:{port}/login',
  ],
  [
    'jane@example.test',
    'customer of Acme',
    'http://acme.localhost:{port}/login',
  ],
];

function banner(urls, dataDir, databaseUrl) {
  const port = new URL(urls.shell).port;
  const at = (s) => s.replaceAll('{port}', port);
  const lines = [
    '',
    'The platform is up. Open:',
    at('  http://acme.localhost:{port}              Acme Jewelers storefront'),
    at('  http://globex.localhost:{port}            Globex Jewelry storefront'),
    at(
      '  http://initech.localhost:{port}           Initech Repairs (inactive store)',
    ),
    at('  http://app.localhost:{port}/portal/login  store portal'),
    at('  http://vendor.localhost:{port}/login      vendor portal'),
    '',
    'Demo accounts (password Passw0rd!):',
    ...ACCOUNTS.map(
      ([email, who, url]) =>
        `  ${email.padEnd(20)} ${who.padEnd(32)} ${at(url)}`,
    ),
    '',
    `api ${urls.api}   remotes ${['storefront', 'storePortal', 'vendorPortal', 'serviceBuilder', 'notifications'].map((k) => urls[k]).join(' ')}`,
    databaseUrl
      ? `database: ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`
      : `data folder: ${dataDir} (delete it to reset the demo data)`,
    'Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

const missing = WEB_PACKAGES.filter((p) => !isBuilt(p));
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (first start only) …`);
  const started = Date.now();
  const results = await buildPackages(missing);
  printBuildSummary(results, Date.now() - started);
  if (!results.every((r) => r.ok)) {
    console.error('A build failed; fix it and run npm start again.');
    process.exit(1);
  }
}

try {
  await runPlatform({
    onReady: (platform, options) =>
      banner(platform.urls, options.dataDir, options.databaseUrl),
  });
} catch (error) {
  // startPlatform has stopped whatever it had started.
  await reportStartupError(error, 'The platform failed to start:');
  process.exit(1);
}
