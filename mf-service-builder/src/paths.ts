/** Link builders for the service builder; each takes the base path the shell mounted it at. */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

export const serviceBuilderPaths = {
  service: (basePath: string, serviceId: number): string =>
    join(basePath, String(serviceId)),
};
