import { createHash } from 'node:crypto';

// The canary's store assignment: a pure function of the store, the remote and the canary version.
// A store's bucket (0–99) never changes for one canary, so raising the share step by step only adds
// stores (those already in stay in), and a new canary version draws a new set of stores.

/** The store's bucket, 0–99, for this remote's canary version. */
export function canaryBucket(
  storeId: number,
  remote: string,
  version: string,
): number {
  const digest = createHash('sha256')
    .update(`${storeId}:${remote}:${version}`)
    .digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether the store gets the canary at this share (0–100 %). */
export function isInCanary(
  storeId: number,
  remote: string,
  version: string,
  share: number,
): boolean {
  return canaryBucket(storeId, remote, version) < share;
}
