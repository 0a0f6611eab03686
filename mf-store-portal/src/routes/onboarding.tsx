import type { ReactElement } from 'react';

// A new store from sign-up to selling: onboarding, plans, payments set-up (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const onboardingRoutes = (): ReactElement[] => [];
