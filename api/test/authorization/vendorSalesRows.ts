import type { Row } from './expect';

// The vendor's own customers, sales orders (create, bulk import) and estimates (issue 10).

/** This area's rows of the authorization matrix. */
export const VENDOR_SALES_ROWS: Record<string, Row> = {};
