import { type LoadPusher, usePublicChannel } from 'shared/live';
import type { CustomerEstimate } from './api';

/** pusher-js loads on demand, only on an estimate's page. */
const loadPusher: LoadPusher = () => import('pusher-js');

/**
 * Keeps an estimate's page current without a reload (ADR 0026): every `record-changed` on the
 * estimate's public channel (no login: its link's token is the secret) revalidates it.
 */
export const useLiveEstimate = (
  live: CustomerEstimate['live'] | undefined,
  revalidate: () => Promise<unknown>,
) => usePublicChannel(live, revalidate, loadPusher);
