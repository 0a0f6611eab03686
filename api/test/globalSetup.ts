import { ensureSnapshot } from './helpers';

// Builds the seeded database snapshot once, before the api test files start.
export default async function globalSetup(): Promise<void> {
  await ensureSnapshot();
}
