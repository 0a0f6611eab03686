export declare const REPO_ROOT: string;
export declare const WEB_PACKAGES: string[];
/** tools/serve/run.mjs with the tests' password hash cost (the browser tests' platform). */
export declare const TEST_RUNNER: string;
/** Node's V8 flags for the browser tests' platform. */
export declare const TEST_NODE_FLAGS: string[];
export interface PlatformPorts {
  SHELL_PORT: number;
  STOREFRONT_PORT: number;
  STORE_PORTAL_PORT: number;
  VENDOR_PORTAL_PORT: number;
  SERVICE_BUILDER_PORT: number;
  NOTIFICATIONS_PORT: number;
  API_PORT: number;
  PLATFORM_CONTROL_PORT: number;
}
export interface RunningPlatform {
  pid: number;
  /** Temporary folder of this run: the data folder, its secrets and uploads. */
  root: string;
  dataDir: string;
  /** Opens /dev/* through the shell (header `x-dev-key`). */
  devKey: string;
  logFile: string;
}
export declare function portsFrom(
  base: number,
  apiPort: number,
  controlPort: number,
): PlatformPorts;
export declare function ensureBuilt(log?: (msg: string) => void): void;
export declare function startPlatform(o: {
  ports: PlatformPorts;
  logFile: string;
  /** The script the platform runs (default tools/serve/run.mjs, what `npm start` runs). */
  runner?: string;
  /** Flags for node before the script (default none). */
  nodeFlags?: string[];
  timeoutMs?: number;
  log?: (msg: string) => void;
}): Promise<RunningPlatform>;
export declare function stopPlatform(p: {
  pid?: number;
  root?: string;
}): Promise<void>;
export declare function devKeyOf(dataDir: string): string;
