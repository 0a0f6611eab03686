import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The api's import graph by area, read from the source text (the import lines), for the boundary
// tests: which areas import which, which area edges lie on a cycle, and which route files run SQL.
// docs/adr/0034-api-by-area.md says what an area is.

export const SRC = join(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [path]
      : [];
  });
}

/** `areas/<name>` for area code; the top folder (or file) of api/src for the platform. */
export function unitOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  if (parts[0] === 'areas') return `areas/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

const IMPORT = /(?:\bfrom|\bimport\s*\()\s*'(\.{1,2}\/[^']+)'/g;

/** Every edge `from unit -> to unit` between two different units, with the files behind it. */
export function unitEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const from = unitOf(file);
      const to = unitOf(resolve(dirname(file), match[1]!));
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), relative(SRC, file)]);
    }
  }
  return edges;
}

/** The edges between areas that lie on a cycle (both ends in one strongly connected component). */
export function cyclicAreaEdges(edges: Iterable<string>): string[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    if (!from.startsWith('areas/') || !to.startsWith('areas/')) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(next.get(at) ?? []));
    }
    return false;
  };
  const cyclic: string[] = [];
  for (const [from, tos] of next)
    for (const to of tos)
      if (reaches(to, from)) cyclic.push(`${from} -> ${to}`);
  return cyclic.sort();
}

/** Imports of another area's route files (`areas/<b>/routes/*` from outside area b). */
export function importsOfOtherAreasRoutes(): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(SRC, resolve(dirname(file), match[1]!)).split(
        sep,
      );
      if (target[0] !== 'areas' || target[2] !== 'routes') continue;
      if (unitOf(file) === `areas/${target[1]}`) continue;
      found.push(
        `${relative(SRC, file).split(sep).join('/')} -> ${target.join('/')}`,
      );
    }
  }
  return found.sort();
}

const RUNS_SQL = /\.(?:query|exec|transaction)\s*(?:<[^>]*>)?\s*\(/;

/** The route files (areas/<name>/routes/*.ts) that call the database themselves. */
export function routeFilesRunningSql(): string[] {
  return sources(SRC)
    .filter((file) => relative(SRC, file).split(sep)[2] === 'routes')
    .filter((file) => RUNS_SQL.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file).split(sep).join('/'))
    .sort();
}

/**
 * Imports of another area's files other than its public file (`areas/<b>/index.ts`, imported as
 * `../<b>`), as `<importing file> -> <area>`, once per pair.
 */
export function importsPastPublicFile(): string[] {
  const found = new Set<string>();
  for (const file of sources(SRC)) {
    const from = unitOf(file);
    if (!from.startsWith('areas/')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(SRC, resolve(dirname(file), match[1]!)).split(
        sep,
      );
      if (target[0] !== 'areas' || `areas/${target[1]}` === from) continue;
      if (target.length === 2 || (target.length === 3 && target[2] === 'index'))
        continue;
      found.add(
        `${relative(SRC, file).split(sep).join('/')} -> areas/${target[1]}`,
      );
    }
  }
  return [...found].sort();
}
