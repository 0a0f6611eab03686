import type {
  VendorAddress,
  VendorAddressInput,
} from 'shared/contracts/vendorOnboarding';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { addressParams, checkVendorAddress } from './vendorChecks';

// The workshop's addresses (/address, /address/add, /edit-address/{id}): one of them is
// the default (where stores send pieces; the job envelope shows it). Another vendor's id is 404;
// a stale edit 409 with the address as it is now; the default address cannot be removed.

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found.',
  stale:
    'Someone else changed this address since you opened it. Here it is as it is now.',
  removeDefault:
    'This is your default address. Make another address the default first.',
} as const;

const COLUMNS =
  'id, name, address_line1, address_line2, city, state, zip, phone, is_default, version';

/** The vendor's addresses, the default first. */
export async function listVendorAddresses(
  db: Db,
  vendorId: number,
): Promise<VendorAddress[]> {
  return db.query<VendorAddress>(
    `SELECT ${COLUMNS} FROM vendor_addresses WHERE vendor_id = $1
     ORDER BY is_default DESC, lower(name), id`,
    [vendorId],
  );
}

/** One of the vendor's addresses; 404 when it is not the vendor's. */
export async function loadVendorAddress(
  db: Db,
  vendorId: number,
  id: number,
): Promise<VendorAddress> {
  const [row] = await db.query<VendorAddress>(
    `SELECT ${COLUMNS} FROM vendor_addresses WHERE id = $1 AND vendor_id = $2`,
    [id, vendorId],
  );
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/** Adds an address; the vendor's first one becomes its default. */
export async function addVendorAddress(
  db: Db,
  vendorId: number,
  body: VendorAddressInput,
): Promise<VendorAddress> {
  const values = checkVendorAddress(body);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO vendor_addresses (vendor_id, name, address_line1, address_line2, city, state, zip,
       phone, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
       NOT EXISTS (SELECT 1 FROM vendor_addresses WHERE vendor_id = $1))
     RETURNING id`,
    [vendorId, ...addressParams(values)],
  );
  return loadVendorAddress(db, vendorId, row!.id);
}

const stale = (current: VendorAddress) =>
  new ApiError(409, 'CONFLICT', ADDRESS_MESSAGES.stale, {}, { current });

/** Edits an address the caller saw at `version`. */
export async function editVendorAddress(
  db: Db,
  vendorId: number,
  id: number,
  body: VendorAddressInput & { version: number },
): Promise<VendorAddress> {
  const values = checkVendorAddress(body);
  const current = await loadVendorAddress(db, vendorId, id);
  const updated = await db.query(
    `UPDATE vendor_addresses SET name = $4, address_line1 = $5, address_line2 = $6, city = $7,
       state = $8, zip = $9, phone = $10, version = version + 1
     WHERE id = $1 AND vendor_id = $2 AND version = $3 RETURNING id`,
    [id, vendorId, body.version, ...addressParams(values)],
  );
  if (updated.length === 0)
    throw stale(await loadVendorAddress(db, vendorId, current.id));
  return loadVendorAddress(db, vendorId, id);
}

/** Makes an address the vendor's default (the others stop being it). */
export async function makeDefaultVendorAddress(
  db: Db,
  vendorId: number,
  id: number,
): Promise<VendorAddress[]> {
  await loadVendorAddress(db, vendorId, id);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE vendor_addresses SET is_default = (id = $2), version = version + 1
       WHERE vendor_id = $1 AND is_default <> (id = $2)`,
      [vendorId, id],
    );
  });
  return listVendorAddresses(db, vendorId);
}

/** Removes an address that is not the default. */
export async function removeVendorAddress(
  db: Db,
  vendorId: number,
  id: number,
): Promise<void> {
  const address = await loadVendorAddress(db, vendorId, id);
  if (address.is_default)
    throw new ApiError(409, 'ADDRESS.DEFAULT', ADDRESS_MESSAGES.removeDefault);
  await db.query(
    'DELETE FROM vendor_addresses WHERE id = $1 AND vendor_id = $2',
    [id, vendorId],
  );
}
