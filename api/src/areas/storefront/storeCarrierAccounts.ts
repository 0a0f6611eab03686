import {
  BILLING_MESSAGES,
  type CarrierAccountEdit,
  type CarrierAccountInput,
  type Integrations,
} from 'shared/contracts/billing';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import {
  loadIntegrations,
  staleIntegrations,
  type IntegrationsConfig,
} from './storeIntegrations';

// The store's shipping carrier accounts on its integrations page: each write answers the
// integrations as they are after it.

const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,30}$/;

function checkCarrier(body: CarrierAccountInput): string {
  const number = body.account_number.replace(/[\s-]/g, '').toUpperCase();
  if (!ACCOUNT_NUMBER.test(number))
    throw validationError({ account_number: BILLING_MESSAGES.accountNumber });
  return number;
}

const carrierTaken = () =>
  validationError({ account_number: BILLING_MESSAGES.carrierTaken });

/** Adds a carrier account (carrier 1 Fedex, 2 USPS, 3 UPS; 5 to 30 letters and digits). */
export async function addCarrierAccount(
  db: Db,
  config: IntegrationsConfig,
  storeId: number,
  body: CarrierAccountInput,
): Promise<Integrations> {
  const number = checkCarrier(body);
  const added = await db.query(
    `INSERT INTO store_carrier_accounts (store_id, carrier, account_number, is_active)
     VALUES ($1, $2, $3, $4) ON CONFLICT (store_id, carrier, account_number) DO NOTHING RETURNING id`,
    [storeId, body.carrier, number, body.is_active],
  );
  if (added.length === 0) throw carrierTaken();
  return loadIntegrations(db, config, storeId);
}

async function assertCarrier(db: Db, storeId: number, id: number) {
  const [row] = await db.query(
    'SELECT id FROM store_carrier_accounts WHERE id = $1 AND store_id = $2',
    [id, storeId],
  );
  if (!row) throw notFound(BILLING_MESSAGES.carrierNotFound);
}

/** Edits a carrier account the caller saw at `version` (stale: 409). */
export async function editCarrierAccount(
  db: Db,
  config: IntegrationsConfig,
  storeId: number,
  id: number,
  body: CarrierAccountEdit,
): Promise<Integrations> {
  const number = checkCarrier(body);
  await assertCarrier(db, storeId, id);
  const [taken] = await db.query(
    `SELECT id FROM store_carrier_accounts
     WHERE store_id = $1 AND carrier = $2 AND account_number = $3 AND id <> $4`,
    [storeId, body.carrier, number, id],
  );
  if (taken) throw carrierTaken();
  const updated = await db.query(
    `UPDATE store_carrier_accounts SET carrier = $4, account_number = $5, is_active = $6,
       version = version + 1
     WHERE id = $1 AND store_id = $2 AND version = $3 RETURNING id`,
    [id, storeId, body.version, body.carrier, number, body.is_active],
  );
  if (updated.length === 0) throw await staleIntegrations(db, config, storeId);
  return loadIntegrations(db, config, storeId);
}

/** Removes a carrier account. */
export async function removeCarrierAccount(
  db: Db,
  config: IntegrationsConfig,
  storeId: number,
  id: number,
): Promise<Integrations> {
  await assertCarrier(db, storeId, id);
  await db.query(
    'DELETE FROM store_carrier_accounts WHERE id = $1 AND store_id = $2',
    [id, storeId],
  );
  return loadIntegrations(db, config, storeId);
}
