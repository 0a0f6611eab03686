import type { Row } from './expect';

// Store staff: invitations, staff sign-up, permissions, profiles (issue 11).

/** This area's rows of the authorization matrix. */
export const USERS_ROWS: Record<string, Row> = {};
