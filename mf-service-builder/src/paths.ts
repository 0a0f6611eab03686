import type { BuilderSide } from './side';

/** Link builders for the service builder; each takes the base path the shell mounted it at. */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

// Routes, relative to the mount, by side (side.ts: the signed-in user's role decides):
// Store side, mounted at '/portal/service-builder' on the store-portal host (the store's services
// list is the store portal's /portal/store-services):
//   new                  → "New service" (POST /store/services, then the editor of the new id)
//   :serviceId           → the editor of one service of the store
// Vendor side, mounted at '/portal' on the vendor host (vendor owner only):
//   services             → the vendor's services (/portal/services)
//   services/:serviceId  → the editor of one of them (/portal/services/{id})
//   new-service          → "New service" (POST /vendor/services, then /portal/services/{id})

/** The links of one side. */
export interface SidePaths {
  /** the services list, or null where another remote owns it (the store's) */
  list: ((basePath: string) => string) | null;
  newService: (basePath: string) => string;
  service: (basePath: string, serviceId: number) => string;
}

export const serviceBuilderPaths: Record<BuilderSide, SidePaths> = {
  store: {
    list: null,
    newService: (basePath) => join(basePath, 'new'),
    service: (basePath, serviceId) => join(basePath, String(serviceId)),
  },
  vendor: {
    list: (basePath) => join(basePath, 'services'),
    newService: (basePath) => join(basePath, 'new-service'),
    service: (basePath, serviceId) => join(basePath, `services/${serviceId}`),
  },
};
