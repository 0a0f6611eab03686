import { ROLES } from '../../auth/permissions';
import {
  assertStoreAccess,
  isStoreRole,
  isSuperAdmin,
  isVendorRole,
  type Principal,
} from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, validationError } from '../../errors';
import {
  accessibleCart,
  cartNotFound,
  createGuestCart,
  ensureCustomerCart,
} from './carts';

// Whom an image upload counts against, and its quota. A stranger uploads only for a cart:
// one they hold the id of (a guest cart of that store), or a new empty guest cart the upload opens
// for them (its id comes back, and the next add-to-cart fills it). A customer's upload counts
// against their own cart; a portal or vendor user's against the user. Each owner may upload
// UPLOAD_QUOTA_BYTES within UPLOAD_QUOTA_HOURS; the per-address rate limit of POST /uploads
// (security/rateLimits.ts) bounds how many carts a stranger opens.

/** Most bytes one cart (or one portal or vendor user) may upload within UPLOAD_QUOTA_HOURS. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
/** The quota's window: a customer's cart lives on after each order, so it is not a lifetime total. */
export const UPLOAD_QUOTA_HOURS = 24;

export const UPLOAD_OWNER_MESSAGES = {
  owner: 'Please log in, or start a cart, to upload an image.',
  quota:
    'You have reached the upload limit of 50 MB a day. Please try again tomorrow.',
  customer: 'You are not a customer of this store.',
  storeId: 'A valid integer is required.',
} as const;

/** Whom an upload counts against (before anything is stored). */
export type UploadOwner =
  | { kind: 'cart'; cartId: string }
  | { kind: 'newCart' }
  | { kind: 'customer'; customerId: number; userId: number }
  | { kind: 'user'; userId: number };

/** What the upload form says about its owner, besides the caller's token. */
export interface UploadOwnerFields {
  /** null: a vendor user's upload for the vendor's own services (no store) */
  storeId: number | null;
  cartId: string | null;
  newCart: boolean;
}

/**
 * Whom the caller's upload to `storeId` counts against: 401 for a stranger naming no cart, 404 for
 * a cart that is not a guest cart of that store, 403 for a customer of another store or a portal
 * user of another store. A logged-in caller's cart fields are ignored.
 */
export async function uploadOwner(
  db: Db,
  principal: Principal | null,
  fields: UploadOwnerFields,
): Promise<UploadOwner> {
  if (fields.storeId === null) {
    // Only a vendor user uploads for no store: the pictures of the vendor's own services.
    if (!principal || !isVendorRole(principal.user.role_id))
      throw validationError({ store_id: UPLOAD_OWNER_MESSAGES.storeId });
    return { kind: 'user', userId: principal.user.id };
  }
  if (!principal) {
    if (fields.cartId !== null) {
      const cart = await accessibleCart(
        db,
        fields.cartId,
        null,
        fields.storeId,
      );
      return { kind: 'cart', cartId: cart.id };
    }
    if (fields.newCart) return { kind: 'newCart' };
    throw uploadNeedsOwner();
  }
  const { user } = principal;
  if (user.role_id === ROLES.customer) {
    if (user.customer_id === null || user.store_id !== fields.storeId)
      throw forbidden(UPLOAD_OWNER_MESSAGES.customer);
    return { kind: 'customer', customerId: user.customer_id, userId: user.id };
  }
  if (isStoreRole(user.role_id) || isSuperAdmin(principal)) {
    assertStoreAccess(principal, fields.storeId);
    return { kind: 'user', userId: user.id };
  }
  if (isVendorRole(user.role_id)) {
    // A vendor uploads the photos of its work, for a store it works with.
    const linked = await db.query(
      'SELECT 1 FROM store_vendors WHERE store_id = $1 AND vendor_id = $2 AND is_active',
      [fields.storeId, user.vendor_id],
    );
    if (linked.length === 0) throw forbidden();
    return { kind: 'user', userId: user.id };
  }
  throw forbidden();
}

export const uploadNeedsOwner = () =>
  new ApiError(401, 'not_authenticated', UPLOAD_OWNER_MESSAGES.owner);

export const uploadQuotaExceeded = () =>
  new ApiError(413, 'UPLOAD_QUOTA_EXCEEDED', UPLOAD_OWNER_MESSAGES.quota, {
    file: UPLOAD_OWNER_MESSAGES.quota,
  });

/** Locks the owner's row, so two uploads of one owner at once cannot both pass the quota. */
async function lockOwner(
  tx: Db,
  owner: { cartId: string | null; userId: number | null },
): Promise<void> {
  const rows = owner.cartId
    ? await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [
        owner.cartId,
      ])
    : await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [
        owner.userId,
      ]);
  if (rows.length === 0) throw cartNotFound(); // merged into a customer's cart meanwhile
}

/**
 * Records the upload `name` of `size` bytes against its owner, within the quota (else 413 and
 * nothing changes), and calls `store` (which keeps the bytes) inside the same transaction, so a
 * refused or failed upload leaves neither a row, its bytes nor a new cart. Answers the cart it counts
 * against (null for a portal or vendor user).
 */
export async function recordUpload(
  db: Db,
  owner: UploadOwner,
  upload: { name: string; storeId: number | null; size: number },
  store: (tx: Db) => Promise<void>,
): Promise<{ cartId: string | null }> {
  return db.transaction(async (tx) => {
    let cartId: string | null = null;
    let userId: number | null = null;
    if (owner.kind === 'cart') cartId = owner.cartId;
    else if (owner.kind === 'newCart')
      cartId = (await createGuestCart(tx, upload.storeId as number)).id;
    else if (owner.kind === 'customer') {
      const storeId = upload.storeId as number;
      cartId = (await ensureCustomerCart(tx, owner.customerId, storeId)).id;
      userId = owner.userId;
    } else userId = owner.userId;
    await lockOwner(tx, { cartId, userId });
    const [usage] = await tx.query<{ used: number }>(
      `SELECT COALESCE(SUM(size), 0)::float8 AS used FROM uploads
       WHERE ${cartId ? 'cart_id = $1' : 'user_id = $1 AND cart_id IS NULL'}
         AND created_on > now() - make_interval(hours => $2)`,
      [cartId ?? userId, UPLOAD_QUOTA_HOURS],
    );
    if ((usage?.used ?? 0) + upload.size > UPLOAD_QUOTA_BYTES)
      throw uploadQuotaExceeded();
    await tx.query(
      'INSERT INTO uploads (name, store_id, cart_id, user_id, size) VALUES ($1, $2, $3, $4, $5)',
      [upload.name, upload.storeId, cartId, userId, upload.size],
    );
    await store(tx);
    return { cartId };
  });
}
