import type { ReactElement } from 'react';

// The store's locations and vendors: linked vendors, invitations, commission rules, insurance plans (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'customers'). */
export const vendorRoutes = (): ReactElement[] => [];
