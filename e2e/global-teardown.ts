import { stopPlatform } from './support/platform.cjs';

/** Stops the platform started by globalSetup and removes its temporary data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_PLATFORM_PID);
  await stopPlatform({
    pid: Number.isFinite(pid) && pid > 0 ? pid : undefined,
    root: process.env.E2E_PLATFORM_ROOT,
  });
}
