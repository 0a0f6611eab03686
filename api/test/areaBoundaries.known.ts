// What the boundary tests (areaBoundaries.test.ts) still let through, to shrink and never to grow:
// each entry is a debt, and the test fails when an entry is paid off but still listed, so the list
// always says what is left. docs/adr/0034-api-by-area.md gives the rules.

/** Imports between areas that lie on a cycle of areas (an area should import another one way only). */
export const KNOWN_CYCLIC_AREA_EDGES: readonly string[] = [];

/** Platform code that imports an area (only app.ts, which registers the areas' routes, should). */
export const KNOWN_PLATFORM_TO_AREA: readonly string[] = [];

/** Route files that still run SQL themselves instead of calling their area's functions. */
export const KNOWN_ROUTE_FILES_WITH_SQL: readonly string[] = [];

/** Imports of another area's route files (route files are the area's own; areaRoutes.ts lists them). */
export const KNOWN_ROUTE_IMPORTS_ACROSS_AREAS: readonly string[] = [];

/**
 * Areas that other areas still import past their public file (`index.ts`): every other area is
 * imported through its `index.ts` only. An area on a cycle of areas gets its public file once it is
 * off the cycle (a barrel on an area cycle would make module cycles).
 */
export const KNOWN_AREAS_WITHOUT_PUBLIC_FILE: readonly string[] = [];
