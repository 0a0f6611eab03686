// The bench's names of the platform's origins, by port (a request's origin in its reports).

/** A function from a URL to its origin's name (shell, mf-storefront, …, api). */
export function originNamer(PORTS) {
  const names = Object.fromEntries([
    [PORTS.SHELL_PORT, 'shell'],
    [PORTS.STOREFRONT_PORT, 'mf-storefront'],
    [PORTS.STORE_PORTAL_PORT, 'mf-store-portal'],
    [PORTS.VENDOR_PORTAL_PORT, 'mf-vendor-portal'],
    [PORTS.SERVICE_BUILDER_PORT, 'mf-service-builder'],
    [PORTS.NOTIFICATIONS_PORT, 'mf-notifications'],
    [PORTS.API_PORT, 'api'],
  ]);
  return (url) => names[Number(new URL(url).port)] ?? new URL(url).origin;
}
