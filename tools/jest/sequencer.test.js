const path = require('node:path');
const LongestFirst = require('./sequencer.js');
const DURATIONS = require('./durations.json');

const ROOT = path.resolve(__dirname, '../..');
// A clean checkout: no cached times (`cache: false`), so every time comes from durations.json.
const context = {
  config: { cache: false, cacheDirectory: '/nowhere', id: 'sequencer-test' },
  hasteFS: { getSize: (file) => (file.includes('big') ? 9000 : 100) },
};
const testOf = (file) => ({ path: path.join(ROOT, file), context });
const recorded = Object.entries(DURATIONS).sort(([, a], [, b]) => b - a);

test('with no cache, the recorded files start longest first and a new file before them', () => {
  const [longest] = recorded[0];
  const [middle] = recorded[Math.floor(recorded.length / 2)];
  const [shortest] = recorded[recorded.length - 1];
  const order = new LongestFirst({})
    .sort([
      testOf(shortest),
      testOf(middle),
      testOf('api/test/brandNew.test.ts'),
      testOf(longest),
    ])
    .map((t) => path.relative(ROOT, t.path));
  expect(order).toEqual([
    'api/test/brandNew.test.ts',
    longest,
    middle,
    shortest,
  ]);
});
