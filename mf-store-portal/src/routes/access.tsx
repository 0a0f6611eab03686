import type { ReactElement } from 'react';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const accessRoutes = (): ReactElement[] => [];
