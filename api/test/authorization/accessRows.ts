import type { Row } from './expect';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

/** This area's rows of the authorization matrix. */
export const ACCESS_ROWS: Record<string, Row> = {};
