import type { ReactElement } from 'react';

// Store staff: invitations, staff sign-up, permissions, profiles (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const userRoutes = (): ReactElement[] => [];
