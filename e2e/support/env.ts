import type { RemoteKey } from 'shared/contracts/releases';
import { portsFrom } from './platform.cjs';

/**
 * The suite's own ports (never the `npm start` defaults), shared by config, setup and tests.
 * `E2E_PORT_OFFSET` (default 0, a multiple of 10) moves the whole set, so two checkouts or two
 * people can run the browser tests side by side on one machine.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const PORTS = portsFrom(
  3500 + PORT_OFFSET,
  4500 + PORT_OFFSET,
  4599 + PORT_OFFSET,
);

export const shellUrl = (host: string, path = '/'): string =>
  `http://${host}.localhost:${PORTS.SHELL_PORT}${path}`;

export const API_ORIGIN = `http://127.0.0.1:${PORTS.API_PORT}`;
export const CONTROL_ORIGIN = `http://127.0.0.1:${PORTS.PLATFORM_CONTROL_PORT}`;

/** Remote key (tools/ports.js) → the origin its static server answers on. */
export const REMOTE_ORIGINS: Record<RemoteKey, number> = {
  storefront: PORTS.STOREFRONT_PORT,
  storePortal: PORTS.STORE_PORTAL_PORT,
  vendorPortal: PORTS.VENDOR_PORTAL_PORT,
  serviceBuilder: PORTS.SERVICE_BUILDER_PORT,
  notifications: PORTS.NOTIFICATIONS_PORT,
};
export type { RemoteKey };

/** Header that opens the api's /dev/* routes (globalSetup reads the key from the data folder). */
export const devHeaders = (): Record<string, string> =>
  process.env.E2E_DEV_KEY ? { 'x-dev-key': process.env.E2E_DEV_KEY } : {};

export const PASSWORD = 'Passw0rd!';
export const ACME_OWNER = 'owner@acme.test';
export const VENDOR_OWNER = 'owner@fixit.test';

/** The platform defaults that a white-label store must override. */
export const DEFAULT_BACKGROUND = '#faf9f7';
export const DEFAULT_BUTTON = '#204a48';
