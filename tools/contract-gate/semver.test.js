const { satisfies } = require('./semver');

test.each([
  ['19.3.1', '19.3.1', true],
  ['19.3.2', '19.3.1', false],
  ['19.3.1', '^19.0.0', true],
  ['20.0.0', '^19.0.0', false],
  ['20.0.0-rc.1', '^19.0.0', false],
  ['0.2.5', '^0.2.1', true],
  ['0.3.0', '^0.2.1', false],
  ['0.0.4', '^0.0.3', false],
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.9.0', '1.x', true],
  ['2.0.0', '1', false],
  ['5.0.0', '*', true],
  ['1.5.0', '>=1.2.0 <2', true],
  ['2.0.0', '>=1.2.0 <2', false],
  ['2.1.0', '^1.0.0 || ^2.0.0', true],
  ['1.4.0', '1.2.0 - 1.4.0', true],
  ['1.4.1', '1.2.0 - 1.4.0', false],
  ['1.3.0-rc.2', '>=1.3.0-rc.1', true],
  ['1.3.0-rc.1', '^1.2.0', false],
  ['not a version', '*', false],
])('%s satisfies %s: %s', (version, range, expected) => {
  expect(satisfies(version, range)).toBe(expected);
});
