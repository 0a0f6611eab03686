import type { ReactElement } from 'react';

// The store's white-label settings and the owner's dashboard (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const settingsRoutes = (): ReactElement[] => [];
