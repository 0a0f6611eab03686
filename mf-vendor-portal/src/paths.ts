/** Link builders for the vendor portal; each takes the base path the shell mounted it at ('' on vendor hosts). */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

export const vendorPortalPaths = {
  login: (basePath: string): string => join(basePath, 'login'),
  dashboard: (basePath: string): string => join(basePath, 'portal/dashboard'),
};
