// The routes that still answer JSON without a response schema (routeContracts.test.ts), to shrink
// and never to grow: a new route describes its answer with a schema of shared/contracts, and the
// test fails when a listed route has gained one but is still listed, so the list always says what
// is left. docs/adr/0010-one-wire-contract-and-live-record-changes.md gives the rule.

/** `METHOD /url` of each route answering JSON without a schema for its success status. */
export const KNOWN_UNDESCRIBED_ANSWERS: readonly string[] = [];
