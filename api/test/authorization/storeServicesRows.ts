import type { Row } from './expect';

// The store's services list, categories, price lists, billing and integrations (issue 11).

/** This area's rows of the authorization matrix. */
export const STORE_SERVICES_ROWS: Record<string, Row> = {};
