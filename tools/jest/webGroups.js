// Component test files of a web package that run together, in one jest test file per group
// (<package>/src/testGroups/<group>.test.ts, which calls tools/jest/runWebGroup.js). Jest gives
// every test file a new jsdom and a new module registry that loads React, antd, the router, i18n
// and the package's pages again; a group pays that once for all its members.
// A member keeps its own file, hooks and assertions and may still run on its own: jest.config.js
// leaves the members out of a full run and, when a path on the command line names a member, runs
// the members instead of their group.
// Only files that share a registry safely can join: no jest.mock (it would replace the module for
// every member), no state kept between files other than what runWebGroup resets. A file that is
// not listed here runs on its own, as before; so does a file that asks for another test
// environment in its docblock (shell's tenant/bootScript.test.ts runs in node, not jsdom).
// Each package's groups are in webGroups/<package>.js; paths are relative to the package's src,
// with the extension.
const WEB_GROUPS = {
  'mf-vendor-portal': require('./webGroups/mf-vendor-portal.js'),
  'mf-store-portal': require('./webGroups/mf-store-portal.js'),
  'mf-storefront': require('./webGroups/mf-storefront.js'),
  shared: require('./webGroups/shared.js'),
  shell: require('./webGroups/shell.js'),
  'mf-notifications': require('./webGroups/mf-notifications.js'),
  'mf-service-builder': require('./webGroups/mf-service-builder.js'),
};

module.exports = { WEB_GROUPS };
