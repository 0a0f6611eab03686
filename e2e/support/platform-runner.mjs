// The platform as the browser tests start it: tools/serve/run.mjs, the same servers, builds and api
// `npm start` runs, with one test-only setting: passwords are hashed at the tests' scrypt cost
// (TEST_PASSWORD_COST, as in the api's own tests). The suite signs in and signs up a few hundred
// times, and at production's cost each hash took about 0.12 s of CPU from the pages under test.
// The demo users are seeded at start-up, after this line, so their hashes are the cheap ones too.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = join(import.meta.dirname, '../..');

// The api is CommonJS-compiled TypeScript: required, this is the module instance the api's own
// imports get (an ESM import of the file would load a second copy that the api never reads).
const passwords = createRequire(import.meta.url)(
  join(REPO_ROOT, 'api/src/auth/passwords.ts'),
);
passwords.setPasswordCostForTests(passwords.TEST_PASSWORD_COST);

const { reportStartupError, runPlatform } = await import(
  pathToFileURL(join(REPO_ROOT, 'tools/serve/run.mjs')).href
);
runPlatform().catch(async (error) => {
  await reportStartupError(error);
  process.exit(1);
});
