import type { Row } from './expect';

// The store's white-label settings and the owner's dashboard (issue 11).

/** This area's rows of the authorization matrix. */
export const SETTINGS_ROWS: Record<string, Row> = {};
