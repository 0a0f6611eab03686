import { createContext, useContext } from 'react';

/** The path the shell mounted the vendor portal at ('' on vendor hosts), for links built with paths.ts. */
export const BasePathContext = createContext('');

/** The vendor portal's base path. */
export const useBasePath = (): string => useContext(BasePathContext);
