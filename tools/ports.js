// Default ports of `npm start`; each can be moved with the environment variable named here.
const PORTS = {
  shell: { port: 3000, env: 'SHELL_PORT', dir: 'shell' },
  storefront: { port: 3001, env: 'STOREFRONT_PORT', dir: 'mf-storefront' },
  storePortal: { port: 3002, env: 'STORE_PORTAL_PORT', dir: 'mf-store-portal' },
  vendorPortal: {
    port: 3003,
    env: 'VENDOR_PORTAL_PORT',
    dir: 'mf-vendor-portal',
  },
  serviceBuilder: {
    port: 3004,
    env: 'SERVICE_BUILDER_PORT',
    dir: 'mf-service-builder',
  },
  notifications: {
    port: 3005,
    env: 'NOTIFICATIONS_PORT',
    dir: 'mf-notifications',
  },
};
const API_PORT = 4000;
module.exports = { PORTS, API_PORT };
