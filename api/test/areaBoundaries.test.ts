import {
  cyclicAreaEdges,
  importsOfOtherAreasRoutes,
  importsPastPublicFile,
  routeFilesRunningSql,
  unitEdges,
} from './areaGraph';
import {
  KNOWN_AREAS_WITHOUT_PUBLIC_FILE,
  KNOWN_CYCLIC_AREA_EDGES,
  KNOWN_PLATFORM_TO_AREA,
  KNOWN_ROUTE_FILES_WITH_SQL,
  KNOWN_ROUTE_IMPORTS_ACROSS_AREAS,
} from './areaBoundaries.known';

// The api is arranged by area (docs/adr/0034-api-by-area.md): areas depend on each other one way
// only, the platform (db, auth, security, mail, push, jobs, config…) depends on no area, and a
// route file translates HTTP to its area's functions without running SQL. What does not hold yet is
// listed in areaBoundaries.known.ts; a new break fails here, and so does a listed one that is gone.

const edges = unitEdges();

it('no new cycle between areas', () => {
  const cyclic = cyclicAreaEdges(edges.keys());
  expect(cyclic.filter((e) => !KNOWN_CYCLIC_AREA_EDGES.includes(e))).toEqual(
    [],
  );
  expect(KNOWN_CYCLIC_AREA_EDGES.filter((e) => !cyclic.includes(e))).toEqual(
    [],
  );
});

it('platform code imports no area, except areaRoutes.ts and background.ts wiring them in', () => {
  const platformToArea = [...edges.keys()].filter(
    (e) =>
      !e.startsWith('areas/') &&
      !e.startsWith('areaRoutes ') &&
      !e.startsWith('background ') &&
      e.includes('-> areas/'),
  );
  expect(
    platformToArea.filter((e) => !KNOWN_PLATFORM_TO_AREA.includes(e)),
  ).toEqual([]);
  expect(
    KNOWN_PLATFORM_TO_AREA.filter((e) => !platformToArea.includes(e)),
  ).toEqual([]);
});

it('no new route file runs SQL', () => {
  const withSql = routeFilesRunningSql();
  expect(
    withSql.filter((f) => !KNOWN_ROUTE_FILES_WITH_SQL.includes(f)),
  ).toEqual([]);
  expect(
    KNOWN_ROUTE_FILES_WITH_SQL.filter((f) => !withSql.includes(f)),
  ).toEqual([]);
});

it("no area imports another area's route files (areaRoutes.ts lists them)", () => {
  const across = importsOfOtherAreasRoutes().filter(
    (i) => !i.startsWith('areaRoutes.ts '),
  );
  expect(
    across.filter((i) => !KNOWN_ROUTE_IMPORTS_ACROSS_AREAS.includes(i)),
  ).toEqual([]);
  expect(
    KNOWN_ROUTE_IMPORTS_ACROSS_AREAS.filter((i) => !across.includes(i)),
  ).toEqual([]);
});

it('another area is imported through its public file (index.ts) only', () => {
  const past = importsPastPublicFile();
  const areaOf = (i: string) => i.split(' -> ')[1]!;
  expect(
    past.filter((i) => !KNOWN_AREAS_WITHOUT_PUBLIC_FILE.includes(areaOf(i))),
  ).toEqual([]);
  // an area listed as without its public file is still imported past it somewhere
  expect(
    KNOWN_AREAS_WITHOUT_PUBLIC_FILE.filter(
      (area) => !past.some((i) => areaOf(i) === area),
    ),
  ).toEqual([]);
});

it('the graph sees a cycle when there is one', () => {
  expect(
    cyclicAreaEdges([
      'areas/a -> areas/b',
      'areas/b -> areas/c',
      'areas/c -> areas/a',
    ]),
  ).toEqual(['areas/a -> areas/b', 'areas/b -> areas/c', 'areas/c -> areas/a']);
  expect(cyclicAreaEdges(['areas/a -> areas/b', 'areas/b -> db'])).toEqual([]);
});
