import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The system's Chromium (Debian's package; test tools may not download browsers here). Its
// headless shell, the same build without the full browser's window layers, is what Playwright runs
// for headless tests with its own browsers too: on three specs here it took a fifth less CPU than
// the full browser in headless mode (107-110 against 132-137 CPU-s). The full browser when the shell
// is not installed; Playwright's own browser when neither is.
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests',
  outputDir: `test-results/artifacts${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}`,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Three browsers on two cores: with two, a quarter of the CPU sat idle while the tests waited on
  // the pages (the full run: 390 s with two, 348-354 s with three, quiet machine; ADR 0035).
  workers: 3,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Two cores shared by two browsers, their workers and the platform: a test of a dozen pages with
  // axe on each took 41–50 s in full runs here, and the CI machine is slower. A cap, not a target.
  timeout: 90_000,
  // A cap, not a target: the 83 tests take about 23 minutes of wall time on two workers here, and the
  // CI machine runs about a third slower.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: join(
          __dirname,
          `test-results/results${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}.json`,
        ),
      },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    navigationTimeout: 20_000,
    // As a person who asked their system for less motion: antd's dialogs, drawers and menus open
    // and close at once, so a step never races a closing animation on a busy machine (the pages'
    // own behaviour under that setting is what the tests check).
    reducedMotion: 'reduce',
    actionTimeout: 10_000,
    // A trace records a DOM snapshot at every step of every test and keeps it only for a failed one.
    // On a developer's machine that is kept for failed tests (no screencast: encoding every frame
    // took the two cores from the pages themselves). In CI the run's printed log is all that is
    // kept, so no trace is recorded: on the same three specs that cut about a tenth of the run's CPU.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Sparkplug as V8's top tier in the pages: a test's page lives seconds, and the optimising
        // compilers (Maglev, TurboFan) spent a quarter of the renderers' CPU on code that rarely
        // ran long enough to pay it back. Four specs, two runs each: 95-96 CPU-s against 106-107
        // (ADR 0046). The same pages, the same assertions; the bench keeps V8's defaults.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    // A health check that every browser test needs first.
    {
      name: 'platform',
      testMatch: /platform\.setup\.ts/,
      teardown: 'remote-outage',
    },
    {
      name: 'chromium',
      testIgnore:
        /(platform\.setup|remote-outage\.spec|release-publish\.spec|admin-releases\.spec)\.ts/,
      dependencies: ['platform'],
    },
    // Stops remotes' servers, or moves a remote's roll-out for every store: these run alone, one at
    // a time, after every other browser test has finished (as the platform project's teardown they
    // run even when some of them failed).
    {
      name: 'remote-outage',
      testMatch: /(remote-outage|release-publish|admin-releases)\.spec\.ts/,
      workers: 1,
    },
  ],
});
