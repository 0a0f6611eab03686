import type { ReactElement } from 'react';

// The store's customers: list, tags, detail, timeline and comments (issue 11).

/** This area's <Route> elements, relative to the mount point (paths like 'customers'). */
export const customerRoutes = (): ReactElement[] => [];
