// The store portal's "work" component tests in one jest file (tools/jest/webGroups.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, read by jest.config.js too
const { runWebGroup } = require('../../../tools/jest/runWebGroup.js');

runWebGroup('mf-store-portal', 'work');

export {};
