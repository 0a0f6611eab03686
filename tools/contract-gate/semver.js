// npm's range syntax, as far as package.json ranges of shared singletons use it: exact versions,
// `^`, `~`, comparators (`>=1.2.0 <2`), x-ranges (`1.x`, `*`), hyphen ranges and `||`.
// Pre-releases follow npm: `1.3.0-rc.1` satisfies a range only through a comparator on 1.3.0-….

const VERSION =
  /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `{ major, minor, patch, pre }` of a full version, or null. */
function parseVersion(text) {
  const m = VERSION.exec(String(text).trim());
  if (!m) return null;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    pre: m[4] ? m[4].split('.') : [],
  };
}

function comparePre(a, b) {
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const an = /^\d+$/.test(a[i]);
    const bn = /^\d+$/.test(b[i]);
    if (an && bn) return Number(a[i]) - Number(b[i]);
    if (an !== bn) return an ? -1 : 1;
    return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

function compare(a, b) {
  return (
    a.major - b.major ||
    a.minor - b.minor ||
    a.patch - b.patch ||
    comparePre(a.pre, b.pre)
  );
}

const WILD = /^[xX*]$/;

/** A partial version (`1`, `1.2`, `1.x`, `*`) → its numbers (null where missing or wild). */
function parsePartial(text) {
  const m =
    /^v?([0-9xX*]+)(?:\.([0-9xX*]+))?(?:\.([0-9xX*]+))?(?:-([0-9A-Za-z.-]+))?$/.exec(
      text,
    );
  if (!m) throw new Error(`not a version range: ${text}`);
  const num = (s) => (s === undefined || WILD.test(s) ? null : Number(s));
  return {
    major: num(m[1]),
    minor: num(m[2]),
    patch: num(m[3]),
    pre: m[4] ? m[4].split('.') : [],
  };
}

const v = (major, minor, patch, pre = []) => ({ major, minor, patch, pre });
// The lowest pre-release of a version: `<2.0.0` must not admit 2.0.0-rc.1.
const lowest = (major, minor, patch) => ({
  ...v(major, minor, patch, ['0']),
  synthetic: true,
});

/** One comparator set (space-separated, all must hold) → [op, version] pairs. */
function comparators(set) {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set);
  if (hyphen) return [...expand('>=', hyphen[1]), ...expand('<=', hyphen[2])];
  return set
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(token);
      return expand(m[1] ?? '', m[2]);
    });
}

function expand(op, text) {
  const p = parsePartial(text);
  const { major, minor, patch, pre } = p;
  if (major === null) return []; // `*`: anything
  const full = minor !== null && patch !== null;
  if (op === '' || op === '=') {
    if (full) return [['=', v(major, minor, patch, pre)]];
    return minor === null
      ? [
          ['>=', v(major, 0, 0)],
          ['<', lowest(major + 1, 0, 0)],
        ]
      : [
          ['>=', v(major, minor, 0)],
          ['<', lowest(major, minor + 1, 0)],
        ];
  }
  if (op === '^') {
    const base = v(major, minor ?? 0, patch ?? 0, pre);
    if (major > 0 || minor === null)
      return [
        ['>=', base],
        ['<', lowest(major + 1, 0, 0)],
      ];
    if (minor > 0 || patch === null)
      return [
        ['>=', base],
        ['<', lowest(0, minor + 1, 0)],
      ];
    return [
      ['>=', base],
      ['<', lowest(0, 0, patch + 1)],
    ];
  }
  if (op === '~') {
    const base = v(major, minor ?? 0, patch ?? 0, pre);
    return minor === null
      ? [
          ['>=', base],
          ['<', lowest(major + 1, 0, 0)],
        ]
      : [
          ['>=', base],
          ['<', lowest(major, minor + 1, 0)],
        ];
  }
  if (op === '>' && !full)
    return [
      ['>=', minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0)],
    ];
  if (op === '<=' && !full)
    return [
      [
        '<',
        minor === null ? lowest(major + 1, 0, 0) : lowest(major, minor + 1, 0),
      ],
    ];
  return [[op, v(major, minor ?? 0, patch ?? 0, pre)]];
}

const TESTS = {
  '=': (c) => c === 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
};

/** Whether `version` (a full version) satisfies the npm range `range`. */
function satisfies(version, range) {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return String(range)
    .split('||')
    .map((set) => set.trim())
    .some((set) => {
      const list = comparators(set);
      if (!list.every(([op, bound]) => TESTS[op](compare(parsed, bound))))
        return false;
      // A pre-release only matches a comparator on the same major.minor.patch with a pre-release.
      if (parsed.pre.length === 0) return true;
      return list.some(
        ([, b]) =>
          b.pre.length > 0 &&
          !b.synthetic &&
          b.major === parsed.major &&
          b.minor === parsed.minor &&
          b.patch === parsed.patch,
      );
    });
}

module.exports = { parseVersion, satisfies };
