import type { Row } from './expect';

// The store's locations and vendors: linked vendors, invitations, commission rules, insurance plans (issue 11).

/** This area's rows of the authorization matrix. */
export const VENDORS_ROWS: Record<string, Row> = {};
