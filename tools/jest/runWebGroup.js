// Runs a web package's group of component test files in one jest test file (see webGroups.js).
// Each member is loaded inside a describe named after it, so its hooks stay its own.
const path = require('node:path');
const { WEB_GROUPS } = require('./webGroups.js');

const ROOT = path.resolve(__dirname, '../..');

function runWebGroup(pkg, group) {
  const members = WEB_GROUPS[pkg]?.[group];
  if (!members) throw new Error(`no web test group ${pkg}/${group}`);
  // Testing Library's cleanup and the shared testing helpers' reset (real fetch, no session) are
  // afterEach hooks their modules register when first loaded, at the top level of a file of its
  // own. Loaded here, they run after every member's tests, not only after the first member's. In a
  // file of its own they ran before the file's own afterEach hooks (a language switched back after
  // the page was unmounted); each member gets them again as its first afterEach, in that order.
  const { cleanup } = require('@testing-library/react');
  const { restoreAllMocks } = require('shared/testing');
  const { resetSession } = require('shared/session');
  for (const member of members)
    describe(member, () => {
      // What a file of its own would start with: an empty page and storage, real timers.
      beforeAll(() => {
        jest.useRealTimers();
        document.body.innerHTML = '';
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      afterEach(() => {
        cleanup();
        restoreAllMocks();
        resetSession();
      });
      require(path.join(ROOT, pkg, 'src', member));
    });
}

module.exports = { runWebGroup };
