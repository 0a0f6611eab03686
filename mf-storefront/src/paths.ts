/** Link builders for the storefront; each takes the base path the shell mounted the remote at. */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`.replace(/\/+$/, '') || '/';

export const storefrontPaths = {
  home: (basePath: string): string => join(basePath, ''),
  category: (basePath: string, categoryId: number): string =>
    `${join(basePath, '')}?category=${categoryId}`,
};
