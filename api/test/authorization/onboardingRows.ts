import type { Row } from './expect';

// A new store from sign-up to selling: onboarding, plans, payments set-up (issue 11).

/** This area's rows of the authorization matrix. */
export const ONBOARDING_ROWS: Record<string, Row> = {};
