import { SEMVER_PATTERN } from 'shared/contracts/releases';

// Semantic version precedence (semver.org §11), for "the previous good version" of a remote. A
// version that is not semantic (a start-up configuration may name anything) sorts below every
// semantic one, and among such versions by text.

const SEMVER = new RegExp(SEMVER_PATTERN);

interface Parsed {
  core: [number, number, number];
  pre: string[];
}

function parse(version: string): Parsed | null {
  if (!SEMVER.test(version)) return null;
  const [core, ...rest] = version.split('-');
  const [major, minor, patch] = core!.split('.').map(Number);
  const pre = rest.length > 0 ? rest.join('-').split('.') : [];
  return { core: [major!, minor!, patch!], pre };
}

const NUMERIC = /^\d+$/;

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release beats its pre-releases
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    const xn = NUMERIC.test(x);
    const yn = NUMERIC.test(y);
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1; // numeric identifiers sort first
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** Negative when `a` precedes `b`, positive when it follows, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) {
    if (x) return 1;
    if (y) return -1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  for (let i = 0; i < 3; i++) {
    const diff = x.core[i]! - y.core[i]!;
    if (diff !== 0) return Math.sign(diff);
  }
  return Math.sign(comparePre(x.pre, y.pre));
}
