import { createContext, useContext } from 'react';

const BasePathContext = createContext('/portal');

/** Gives the pages the path the shell mounted the portal at (the Routes' `basePath`). */
export const BasePathProvider = BasePathContext.Provider;

/** The portal's base path ('/portal'), for links between its pages. */
export function usePortalBase(): string {
  return useContext(BasePathContext).replace(/\/$/, '');
}
