import { createHash } from 'node:crypto';
import {
  RECORD_CHANGED_EVENT,
  type RecordChanged,
} from 'shared/contracts/repair';
import type { AppContext } from '../../context';
import { MODULES, ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { userChannel } from '../../push/settings';
import {
  publishNotifications,
  storeUsersToNotify,
  type NotificationRow,
} from './notifications';

// Who a repair-loop record concerns, their bell notifications, and the live `record-changed` push
// (shared/contracts/repair) after a change commits: on the private channel of every concerned user
// (the bell's channel) and, for a sales order or an estimate, on the customer's public channel.

/** The store users a record concerns: the bell's audience for a record at that location. */
export const storeAudience = (
  db: Db,
  storeId: number,
  module: number,
  locationId: number | null,
) => storeUsersToNotify(db, storeId, { module, locationId });

/** The vendor's active users (owner and staff). */
export async function vendorAudience(
  db: Db,
  vendorId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE kind = 'vendor' AND vendor_id = $1 AND is_active AND role_id IN ($2, $3)
     ORDER BY id`,
    [vendorId, ROLES.vendorOwner, ROLES.vendorStaff],
  );
  return rows.map((row) => row.id);
}

/** The store users of a sales order at its location. */
export const salesOrderAudience = (
  db: Db,
  storeId: number,
  locationId: number | null,
) => storeAudience(db, storeId, MODULES.salesOrder, locationId);

/** The store users of an estimate at its location. */
export const estimateAudience = (
  db: Db,
  storeId: number,
  locationId: number | null,
) => storeAudience(db, storeId, MODULES.estimates, locationId);

export { insertNotifications } from './notifications';

/**
 * The public channel of a sales order's tracking page: named by a hash of the order's tracking token,
 * so it is as hard to guess as the link, yet the channel name (sent to whoever proved the order by
 * number and email) never gives the tracking link itself away.
 */
export const trackingChannel = (trackingToken: string) =>
  `tracking-${createHash('sha256').update(trackingToken).digest('base64url')}`;

/** What a page needs to open the push connection of a channel (GET /push/config's answer). */
export function liveConnection(ctx: AppContext, channel: string) {
  const { settings } = ctx.push;
  const external = settings.host !== null;
  return {
    key: settings.key,
    // null: the page's own host and port (the shell's static server proxies /app/ to the api)
    ws_host: external ? settings.publicHost : null,
    ws_port: external ? settings.publicPort : null,
    force_tls: external ? settings.useTLS : false,
    cluster: settings.cluster,
    channel,
  };
}

/**
 * The push connection of a public channel named after a link's token (as GET /push/config, no
 * login): the order tracking page's, and an estimate's page (its own token: ADR 0026).
 */
export const publicLive = (ctx: AppContext, token: string) =>
  liveConnection(ctx, trackingChannel(token));

export interface Publication {
  notifications: NotificationRow[];
  change: RecordChanged;
  /** Users whose open pages show the record. */
  userIds: number[];
  /** The token of the record's public page (an order's tracking, an estimate's link): its channel gets the change too. */
  trackingToken?: string | null;
}

/**
 * After commit: the bell's notifications, then `record-changed` on every concerned user's channel
 * and the tracking channel. Never throws: a push failure must not fail the change (pages catch up
 * on their next load).
 */
export async function publishChange(
  ctx: AppContext,
  publication: Publication,
): Promise<void> {
  await publishNotifications(ctx, publication.notifications);
  const channels = [
    ...new Set(publication.userIds.map((id) => userChannel(id))),
    ...(publication.trackingToken
      ? [trackingChannel(publication.trackingToken)]
      : []),
  ];
  const results = await Promise.allSettled(
    channels.map((channel) =>
      ctx.push.trigger(channel, RECORD_CHANGED_EVENT, publication.change),
    ),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      ctx.push.log?.warn(
        { err: result.reason, channel: channels[index] },
        'push: publishing a record change failed',
      );
  });
}
