// One flat config for the whole repository. Besides the usual rule sets it enforces the package
// boundaries of STYLE.md, so they hold by lint and not by memory.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const jestPlugin = require('eslint-plugin-jest');
const testingLibrary = require('eslint-plugin-testing-library');
const importX = require('eslint-plugin-import-x');
const { featureZones, sharedUiZone } = require('./tools/eslint/zones');

const REMOTES = [
  'mf-storefront',
  'mf-store-portal',
  'mf-vendor-portal',
  'mf-service-builder',
  'mf-notifications',
];
const WEB = ['shared', 'shell', ...REMOTES];
const CODE = '**/*.{js,jsx,ts,tsx,mjs,cjs}';
const TESTS = ['**/*.test.{js,jsx,ts,tsx}', '**/testing/**/*.{ts,tsx}'];

// Import restrictions. ESLint does not merge one rule's options across config objects, so every
// area gets one complete list, and the areas below never overlap.
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const pkg = (name, message) => ({
  regex: `^${escapeRegex(name)}(/|$)`,
  message,
});
const ANTD = [
  pkg('antd', 'Reach antd through shared/ui/antd.'),
  pkg('@ant-design/icons', 'Reach the icons through shared/ui/antd.'),
];
const MOMENT = [pkg('moment', 'Use shared/dates (formatDate, toApiDate, …).')];
const JOTAI = [pkg('jotai', 'Use shared/state.')];
const AXIOS = [pkg('axios', 'All HTTP goes through shared/api.')];
const ROUTER = [
  pkg(
    'react-router-dom',
    'Reach react-router through shared/router (ADR 0021).',
  ),
];
// react-i18next is no federated key: it travels inside the shared/i18n singleton, tree-shaken to the
// hook and the plugin that module uses (ADR 0024). A second copy has no instance.
const I18N = [
  pkg(
    'react-i18next',
    'Translate through shared/i18n (its useTranslation carries the one instance; ADR 0024).',
  ),
  pkg(
    'i18next',
    'Translate through shared/i18n: it holds the one i18next instance (ADR 0024).',
  ),
];
const NO_SHARED_SRC = [
  pkg('shared/src', 'Import shared by package name + subpath (shared/api, …).'),
];
const NO_SHARED_RELATIVE = {
  regex: '^(\\.\\./)+shared(/|$)',
  message: 'Reach shared by package name, never by relative path.',
};
const NO_REMOTES = [
  {
    regex: '^mf-',
    message:
      'Remotes meet in the shell, the URL or shared contracts, never by import.',
  },
];
const NO_SHELL = [
  pkg('shell', 'shared imports nothing from the shell.'),
  {
    regex: '^(api(/|$)|(\\.\\./)+api/)',
    message: 'shared imports nothing from the api.',
  },
];
// A relative path to shared/ui/antd bundles a second antd (no theme, no ConfigProvider): the
// federated singleton is the request 'shared/ui/antd' (ADR 0002).
const NO_ANTD_RELATIVE = [
  {
    regex: '^(\\.\\.?/)+(ui/)?antd(/|$)',
    message:
      "Reach shared/ui/antd by its name, 'shared/ui/antd', never by relative path.",
  },
];

const EXPOSE_ONLY_REEXPORTS = {
  selector:
    'Program > :not(ImportDeclaration, ExportNamedDeclaration[declaration=null], ExportAllDeclaration)',
  message: 'An expose file only re-exports (move the code into the remote).',
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const SHARED_ANTD = ['shared/src/ui/antd/**'];
const SHARED_DATES = ['shared/src/dates/**'];
const SHARED_ROUTER = ['shared/src/router/**'];
// jotai is no federated key: it travels inside the shared/state singleton (ADR 0024), so a second
// module importing it would bring a second jotai (another store context).
const SHARED_JOTAI = ['shared/src/state/**', 'shared/src/testing/**'];
const boundaries = [
  restrict(
    ['shared/**'],
    [
      ...NO_SHELL,
      ...NO_REMOTES,
      ...ANTD,
      ...NO_ANTD_RELATIVE,
      ...MOMENT,
      ...JOTAI,
      ...AXIOS,
      ...ROUTER,
    ],
    [...SHARED_ANTD, ...SHARED_DATES, ...SHARED_JOTAI, ...SHARED_ROUTER],
  ),
  restrict(SHARED_ANTD, [
    ...NO_SHELL,
    ...NO_REMOTES,
    ...MOMENT,
    ...JOTAI,
    ...AXIOS,
    ...ROUTER,
  ]),
  restrict(SHARED_DATES, [
    ...NO_SHELL,
    ...NO_REMOTES,
    ...ANTD,
    ...NO_ANTD_RELATIVE,
    ...JOTAI,
    ...AXIOS,
    ...ROUTER,
  ]),
  restrict(SHARED_JOTAI, [
    ...NO_SHELL,
    ...NO_REMOTES,
    ...ANTD,
    ...NO_ANTD_RELATIVE,
    ...MOMENT,
    ...AXIOS,
    ...ROUTER,
  ]),
  restrict(
    ['shell/**', ...REMOTES.map((r) => `${r}/**`)],
    [
      ...NO_REMOTES,
      ...NO_SHARED_SRC,
      NO_SHARED_RELATIVE,
      ...ANTD,
      ...MOMENT,
      ...JOTAI,
      ...AXIOS,
      ...ROUTER,
      ...I18N,
    ],
  ),
  restrict(SHARED_ROUTER, [
    ...NO_SHELL,
    ...NO_REMOTES,
    ...ANTD,
    ...NO_ANTD_RELATIVE,
    ...MOMENT,
    ...JOTAI,
    ...AXIOS,
  ]),
];

// Features import no sibling feature; common folders import no feature (tools/eslint/zones.js).
const zones = [...featureZones(__dirname, WEB), sharedUiZone(WEB)];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      '.data/**',
      '**/.cache/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        }),
      ],
    },
    rules: {
      'max-lines': ['warn', { max: 300 }],
      // Import cycles: tools/eslint/cycles.js, run by `npm run lint`, checks the whole graph once
      // (import-x/no-cycle walked it again from every file, about half of lint's time).
      'import-x/order': [
        'error',
        {
          groups: [
            'builtin',
            'external',
            'internal',
            ['parent', 'sibling', 'index'],
          ],
        },
      ],
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // Browser code.
  {
    files: WEB.map((ws) => `${ws}/src/**/*.{ts,tsx,js,jsx}`),
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: WEB.map((ws) => `${ws}/src/**/*.{ts,tsx,js,jsx}`),
    ...jsxA11y.flatConfigs.recommended,
  },
  ...boundaries,
  // One typed program (tsconfig.web.json): shared and the remotes see the shell's globals, never use them.
  {
    files: ['shared/**', ...REMOTES.map((r) => `${r}/**`)],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['__PLATFORM_BOOT__', '__PLATFORM_CONFIG__'].map((property) => ({
          object: 'window',
          property,
          message:
            'Declared for the shell only (shell/src/globals.d.ts): declare the shape you read locally.',
        })),
      ],
    },
  },
  // The api's source: at most 200 lines a file, no exception list (ADR 0034).
  { files: ['api/src/**'], rules: { 'max-lines': ['warn', { max: 200 }] } },
  // An exposed module only imports and re-exports (STYLE.md): loading it runs no logic of its own.
  {
    files: REMOTES.map((r) => `${r}/src/exposes/*.{ts,tsx}`),
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-syntax': ['error', EXPOSE_ONLY_REEXPORTS] },
  },
  // Node code: api, tools, e2e, configs.
  {
    files: [
      'api/**',
      'tools/**',
      'e2e/**',
      '*.{js,mjs,cjs}',
      '*/*.{js,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['**/src/**'],
    languageOptions: { sourceType: 'commonjs' },
    // Module scope: a top-level `const { TextEncoder } = require('util')` shadows nothing global.
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  // Jest set-up files run inside jsdom.
  {
    files: ['tools/jest/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  // Unit and component tests (jest); e2e uses Playwright and keeps its own conventions.
  {
    files: TESTS,
    ignores: ['e2e/**'],
    ...jestPlugin.configs['flat/recommended'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: WEB.flatMap((ws) => TESTS.map((t) => `${ws}/${t}`)),
    ...testingLibrary.configs['flat/react'],
  },
);
