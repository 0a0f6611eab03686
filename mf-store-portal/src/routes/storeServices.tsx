import type { ReactElement } from 'react';

// The store's services list, categories, price lists, billing and integrations (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'customers'). */
export const storeServiceRoutes = (): ReactElement[] => [];
