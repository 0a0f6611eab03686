import type { Db } from '../types';

// Demo data: A new store from sign-up to selling: onboarding, plans, payments set-up (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoOnboarding(_tx: Db): Promise<void> {
  // Demo rows land here.
}
