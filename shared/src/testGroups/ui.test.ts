// The shared package's "ui" tests in one jest file (tools/jest/webGroups.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, read by jest.config.js too
const { runWebGroup } = require('../../../tools/jest/runWebGroup.js');

runWebGroup('shared', 'ui');

export {};
