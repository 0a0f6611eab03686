/** Link builders for the service builder; each takes the base path the shell mounted it at. */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

// Routes, relative to the mount (`/portal/service-builder`):
//   new          → "New service" (POST /store/services, then the editor of the new id)
//   :serviceId   → the editor of one service of the store
export const serviceBuilderPaths = {
  newService: (basePath: string): string => join(basePath, 'new'),
  service: (basePath: string, serviceId: number): string =>
    join(basePath, String(serviceId)),
};
