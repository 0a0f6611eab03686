// Runs an area's api test files in one jest test file (see members.js): each member is loaded
// inside a describe named after it, so its hooks (beforeAll, afterEach, ...) stay its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, read by jest.config.js too
const { GROUPS } = require('./members.js') as {
  GROUPS: Record<string, string[]>;
};

export function runGroup(name: string): void {
  const members = GROUPS[name];
  if (!members) throw new Error(`no api test group ${name}`);
  for (const member of members)
    describe(`${member}.test.ts`, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded while its describe is collected
      require(`../${member}.test`);
    });
}
