// Root jest config: one project per workspace, run together by `npm run test:unit`.
const { GROUPS } = require('./api/test/groups/members.js');
const { WEB_GROUPS } = require('./tools/jest/webGroups.js');

// Most api test files run in groups, one jest test file per area (api/test/groups): a full run
// leaves the members out and runs the groups. A path on the command line that names a member
// (`npx jest api/test/orders`, `npx jest api/test/store`) runs that group's members on their own
// instead, as before the groups, so a targeted run never runs a test twice.
// jest's options that take a value in the next argument: that value is not a path.
const VALUED = new Set([
  ...['-t', '--testNamePattern', '--selectProjects', '--ignoreProjects'],
  ...['-c', '--config', '--outputFile', '-w', '--maxWorkers', '--shard'],
  ...['--testPathIgnorePatterns', '--reporters', '--testTimeout', '--seed'],
]);
const named = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith('-') && !VALUED.has(args[i - 1]))
  .map((arg) => arg.replaceAll('\\', '/'));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namesMember = (file) =>
  named.some((arg) => {
    try {
      return new RegExp(arg).test(file);
    } catch {
      return file.includes(arg);
    }
  });
/**
 * Patterns that leave out either each group (some member named, the group's own file not) or its
 * members (a full run, or a path such as `npx jest mf-store-portal` that names the group too).
 */
const ignoredOf = (groups, memberPath, groupPath) =>
  Object.entries(groups).flatMap(([group, members]) =>
    members.some((member) => namesMember(memberPath(member))) &&
    !namesMember(groupPath(group))
      ? [`/${escape(groupPath(group))}$`]
      : members.map((member) => `/${escape(memberPath(member))}$`),
  );
const apiIgnored = ignoredOf(
  GROUPS,
  (member) => `api/test/${member}.test.ts`,
  (group) => `api/test/groups/${group}.test.ts`,
);
// The web packages' groups work the same way (tools/jest/webGroups.js).
const webIgnored = (name) =>
  ignoredOf(
    WEB_GROUPS[name] ?? {},
    (member) => `${name}/src/${member}`,
    (group) => `${name}/src/testGroups/${group}.test.ts`,
  );
const transform = { '^.+\\.(t|j)sx?$': require('./tools/jest/swc') };
const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  setupFiles: ['<rootDir>/../tools/jest/setup-dom.js'],
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-after-env-dom.js'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../tools/jest/style-stub.js',
    // @ant-design/icons 6.3.4's CommonJS build requires the ESM-only '@ant-design/colors/es/generate'.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // antd's index without its eager require of every component (see the file)
    '^antd$': '<rootDir>/../tools/jest/antd.js',
    // the icons' index without its eager require of every icon (see the file)
    '^@ant-design/icons$': '<rootDir>/../tools/jest/antd-icons.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', ...webIgnored(name)],
});
module.exports = {
  // Longest files first, from durations.json when jest has no times of its own (a clean checkout).
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
  // antd form tests take seconds each on 2 cores; the margin keeps a busy CI machine from flaking.
  testTimeout: 30000,
  projects: [
    ...[
      'shared',
      'shell',
      'mf-storefront',
      'mf-store-portal',
      'mf-vendor-portal',
      'mf-service-builder',
      'mf-notifications',
    ].map(web),
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      // The release script's test runs the real api in-process (api/test/helpers.ts), PGlite included.
      transform: {
        ...transform,
        '@electric-sql/pglite/dist/.+\\.cjs$':
          '<rootDir>/../api/test/pgliteTransform.js',
      },
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
      testMatch: ['<rootDir>/**/*.test.[jt]s'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // PGlite's CommonJS build uses import() for Node built-ins; see api/test/pgliteTransform.js.
      transform: {
        ...transform,
        '@electric-sql/pglite/dist/.+\\.cjs$':
          '<rootDir>/test/pgliteTransform.js',
      },
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
      // Builds the seeded PGlite snapshot once; each test file starts its database from it.
      globalSetup: '<rootDir>/test/globalSetup.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...apiIgnored],
    },
  ],
};
