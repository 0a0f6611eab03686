import type { RecordEvent } from 'shared/contracts/repair';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  insertEvent,
  type EventAuthor,
  type NewEvent,
} from '../../platform/recordEvents';
import {
  type Publication,
  publishChange,
  salesOrderAudience,
  vendorAudience,
} from '../notifications';

// Notes and before/after images on a sales order's or a work order's timeline. The
// image is one the caller uploaded (POST /uploads) for the record's store; a shared one shows on the
// customer's tracking page.

export const ACTIVITY_MESSAGES = {
  image: 'Please upload the image again: this one is not yours to attach.',
} as const;

/** A sales order or work order, with what its live audience needs. */
export interface ActivityPlace {
  storeId: number;
  locationId: number | null;
  salesOrderId: number;
  workOrderId: number | null;
  vendorId: number | null;
}

/** Reads the place of a sales order (workOrderId null) or of a work order. */
export async function activityPlace(
  db: Db,
  of: { salesOrderId: number } | { workOrderId: number },
): Promise<ActivityPlace> {
  const [row] =
    'salesOrderId' in of
      ? await db.query<ActivityPlace>(
          `SELECT store_id AS "storeId", location_id AS "locationId", id AS "salesOrderId",
             NULL::int AS "workOrderId", NULL::int AS "vendorId" FROM sales_orders WHERE id = $1`,
          [of.salesOrderId],
        )
      : await db.query<ActivityPlace>(
          `SELECT store_id AS "storeId", location_id AS "locationId", sales_order_id AS "salesOrderId",
             id AS "workOrderId", vendor_id AS "vendorId" FROM work_orders WHERE id = $1`,
          [of.workOrderId],
        );
  return row!;
}

/** Tells every open page of the record that it changed (status and version as they are). */
export async function publishActivity(
  ctx: AppContext,
  place: ActivityPlace,
  extra: Partial<Publication> = {},
): Promise<void> {
  const [record] = place.workOrderId
    ? await ctx.db.query<{ status: string; version: number }>(
        'SELECT status, version FROM work_orders WHERE id = $1',
        [place.workOrderId],
      )
    : await ctx.db.query<{ status: string; version: number }>(
        'SELECT status, version FROM sales_orders WHERE id = $1',
        [place.salesOrderId],
      );
  const [order] = await ctx.db.query<{ tracking_token: string }>(
    'SELECT tracking_token FROM sales_orders WHERE id = $1',
    [place.salesOrderId],
  );
  await publishChange(ctx, {
    notifications: [],
    change: {
      record: place.workOrderId ? 'work_order' : 'sales_order',
      id: place.workOrderId ?? place.salesOrderId,
      sales_order_id: place.salesOrderId,
      status: record!.status,
      version: record!.version,
    },
    userIds: [
      ...(await salesOrderAudience(ctx.db, place.storeId, place.locationId)),
      ...(place.vendorId ? await vendorAudience(ctx.db, place.vendorId) : []),
    ],
    trackingToken: order?.tracking_token,
    ...extra,
  });
}

const eventOf = (
  place: ActivityPlace,
  author: EventAuthor,
  rest: Pick<
    NewEvent,
    'kind' | 'body' | 'uploadName' | 'imageStage' | 'isShared'
  >,
): NewEvent => ({
  storeId: place.storeId,
  salesOrderId: place.salesOrderId,
  workOrderId: place.workOrderId,
  author,
  ...rest,
});

/** Adds a note to the record's timeline and tells its pages. */
export async function addNote(
  ctx: AppContext,
  place: ActivityPlace,
  author: EventAuthor,
  note: { body: string; is_shared?: boolean },
): Promise<RecordEvent> {
  const body = note.body.trim();
  if (body === '')
    throw validationError({ body: 'This field may not be blank.' });
  const event = await insertEvent(
    ctx.db,
    eventOf(place, author, {
      kind: 'note',
      body,
      isShared: note.is_shared ?? false,
    }),
  );
  await publishActivity(ctx, place);
  return event;
}

/** Attaches an upload of the caller's (for this store) as a before/after image. */
export async function addImage(
  ctx: AppContext,
  place: ActivityPlace,
  author: EventAuthor,
  image: { name: string; stage: 'before' | 'after'; is_shared?: boolean },
): Promise<RecordEvent> {
  const owned = await ctx.db.query(
    'SELECT 1 FROM uploads WHERE name = $1 AND store_id = $2 AND user_id = $3 AND cart_id IS NULL',
    [image.name, place.storeId, author.userId],
  );
  if (owned.length === 0)
    throw validationError({ name: ACTIVITY_MESSAGES.image });
  const event = await insertEvent(
    ctx.db,
    eventOf(place, author, {
      kind: 'image',
      uploadName: image.name,
      imageStage: image.stage,
      isShared: image.is_shared ?? false,
    }),
  );
  await publishActivity(ctx, place);
  return event;
}
