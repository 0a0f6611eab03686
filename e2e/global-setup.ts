import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { PORT_OFFSET, PORTS } from './support/env';
import {
  ensureBuilt,
  startPlatform,
  TEST_NODE_FLAGS,
  TEST_RUNNER,
} from './support/platform.cjs';

/** Builds the web packages if needed and starts the platform as a child process. */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  ensureBuilt();
  const running = await startPlatform({
    ports: PORTS,
    runner: TEST_RUNNER,
    nodeFlags: TEST_NODE_FLAGS,
    logFile: join(
      __dirname,
      PORT_OFFSET ? `platform-${PORT_OFFSET}.log` : 'platform.log',
    ),
  });
  // globalTeardown runs in this same process and reads these back.
  process.env.E2E_PLATFORM_PID = String(running.pid);
  process.env.E2E_PLATFORM_ROOT = running.root;
  process.env.E2E_DEV_KEY = running.devKey;
}
