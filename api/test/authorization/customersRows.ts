import type { Row } from './expect';

// The store's customers: list, tags, detail, timeline and comments (issue 11).

/** This area's rows of the authorization matrix. */
export const CUSTOMERS_ROWS: Record<string, Row> = {};
