// Root jest config: one project per workspace, run together by `npm run test:unit`.
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
});
module.exports = {
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
    },
  ],
};
