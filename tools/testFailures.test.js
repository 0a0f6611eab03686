const path = require('node:path');
const {
  jestFailures,
  playwrightFailures,
  tapFailures,
  formatFailures,
} = require('./testFailures.js');

const ROOT = path.resolve(__dirname, '..');

test('a jest report names each failed test with its file and the first lines of its error', () => {
  const report = {
    testResults: [
      {
        name: path.join(ROOT, 'api/test/orders.test.ts'),
        status: 'failed',
        message: '',
        assertionResults: [
          { status: 'passed', fullName: 'lists orders', failureMessages: [] },
          {
            status: 'failed',
            fullName: 'orders › refuses another store',
            failureMessages: [
              '\u001b[2mexpect(\u001b[22mreceived\u001b[2m).toBe(\u001b[22mexpected\u001b[2m)\u001b[22m\n\nExpected: 404\nReceived: 200\n    at Object.<anonymous> (api/test/orders.test.ts:12:3)',
            ],
          },
        ],
      },
      {
        name: path.join(ROOT, 'shell/src/broken.test.tsx'),
        status: 'failed',
        message:
          "  ● Test suite failed to run\n\n    Cannot find module './gone'",
        assertionResults: [],
      },
      {
        name: path.join(ROOT, 'shared/src/fine.test.ts'),
        status: 'passed',
        assertionResults: [{ status: 'passed', fullName: 'fine' }],
      },
    ],
  };
  expect(jestFailures(report)).toEqual([
    {
      where: 'api/test/orders.test.ts',
      test: 'orders › refuses another store',
      why: 'expect(received).toBe(expected) · Expected: 404',
    },
    {
      where: 'shell/src/broken.test.tsx',
      test: '(the file did not run)',
      why: "● Test suite failed to run · Cannot find module './gone'",
    },
  ]);
});

test('a Playwright report names the unexpected tests with their describe titles, not the flaky ones', () => {
  const spec = (title, line, status, message) => ({
    title,
    file: 'orders.spec.ts',
    line,
    tests: [
      {
        projectName: 'chromium',
        status,
        results: [{ status: 'failed', error: message && { message } }],
      },
    ],
  });
  const report = {
    suites: [
      {
        title: 'orders.spec.ts',
        file: 'orders.spec.ts',
        specs: [spec('top level', 3, 'expected')],
        suites: [
          {
            title: 'acme',
            specs: [
              spec(
                'staff cancel an order',
                40,
                'unexpected',
                'Error: expect(locator).toBeVisible() failed\n\nLocator: getByRole(...)',
              ),
              spec('retried once', 60, 'flaky', 'Error: timeout'),
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: the platform did not start\n    at x' }],
  };
  expect(playwrightFailures(report)).toEqual([
    {
      where: 'orders.spec.ts:40 [chromium]',
      test: 'acme › staff cancel an order',
      why: 'Error: expect(locator).toBeVisible() failed · Locator: getByRole(...)',
    },
    {
      where: 'set-up',
      test: '(outside any test)',
      why: 'Error: the platform did not start',
    },
  ]);
});

test('TAP names its failed tests, nested ones included, and the summary names every failed step, by its note where no test is named', () => {
  const tap = [
    'TAP version 13',
    'ok 1 - a bell connected to replica A gets the event',
    'not ok 2 - the 11th login is refused whichever replica answers',
    '    not ok 1 - inner check',
    '1..2',
  ].join('\n');
  const failures = tapFailures(tap, 'tools/cluster/cluster.test.mjs');
  expect(failures.map((f) => f.test)).toEqual([
    'the 11th login is refused whichever replica answers',
    'inner check',
  ]);
  expect(
    formatFailures([
      { name: 'lint', failed: 0 },
      { name: 'build', failed: 1, note: 'node tools/build-all.mjs exited 1' },
      { name: 'jest-web', failed: 1, note: 'no jest report' },
      { name: 'cluster', failed: 1, failures: failures.slice(0, 1) },
      {
        name: 'e2e',
        failed: 1,
        failures: [{ where: 'a.spec.ts:1 [chromium]', test: 't', why: 'Boom' }],
      },
    ]),
  ).toEqual([
    '\nwhat failed:',
    '✘ build: node tools/build-all.mjs exited 1',
    '✘ jest-web: no jest report',
    '✘ cluster: tools/cluster/cluster.test.mjs: the 11th login is refused whichever replica answers',
    '✘ e2e: a.spec.ts:1 [chromium]: t',
    '    Boom',
  ]);
  expect(
    formatFailures([{ name: 'jest-web', failed: 0, failures: [] }]),
  ).toEqual([]);
});
