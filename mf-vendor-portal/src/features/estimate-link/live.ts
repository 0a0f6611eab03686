import { type LoadPusher, usePublicChannel } from 'shared/live';
import type { VendorCustomerEstimate } from 'shared/contracts/estimateQuotes';

/** pusher-js loads on demand, only on the estimate's page. */
const loadPusher: LoadPusher = () => import('pusher-js');

/**
 * The customer's estimate page follows the workshop live (ADR 0026): a revision sent, the estimate
 * expiring or converted. Every `record-changed` on the estimate's public channel (named after the
 * link's token, the only key the page has) revalidates it.
 */
export const useLiveVendorEstimate = (
  live: VendorCustomerEstimate['live'] | undefined,
  revalidate: () => Promise<unknown>,
) => usePublicChannel(live, revalidate, loadPusher);
