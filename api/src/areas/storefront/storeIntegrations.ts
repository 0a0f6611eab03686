import {
  BILLING_MESSAGES,
  SCRIPT_FIELDS,
  type CarrierAccountEdit,
  type CarrierAccountInput,
  type Integrations,
  type ScriptsEdit,
} from 'shared/contracts/billing';
import { storeScriptUrl } from 'shared/csp';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';

// The store's integrations (/portal/integrations): shipping carrier accounts, Stripe's
// status, the URL integration switch (the service builder's URL parameters read it through
// isUrlIntegrationEnabled) and the store's scripts (the addresses the shell loads on the
// storefront). Every write carries stores.integrations_version (carrier accounts their own
// version); a stale one answers 409 with the integrations as they are now.

type Config = Pick<ResolvedConfig, 'payments'>;

/** Whether the store has the URL integration on (the service builder's URL parameters need it). */
export async function isUrlIntegrationEnabled(
  db: Db,
  storeId: number,
): Promise<boolean> {
  const [row] = await db.query<{ on: boolean }>(
    'SELECT is_url_integration_enabled AS on FROM stores WHERE id = $1',
    [storeId],
  );
  return row?.on ?? false;
}

/** The store's integrations; 404 for an unknown store. */
export async function loadIntegrations(
  db: Db,
  config: Config,
  storeId: number,
): Promise<Integrations> {
  const [store] = await db.query<{
    is_url_integration_enabled: boolean;
    ada_script: string | null;
    google_analytics_script: string | null;
    google_tag_script: string | null;
    version: number;
    payouts_last4: string | null;
  }>(
    `SELECT s.is_url_integration_enabled, s.ada_script, s.google_analytics_script,
       s.google_tag_script, s.integrations_version AS version, o.payouts_last4
     FROM stores s LEFT JOIN store_onboarding o ON o.store_id = s.id WHERE s.id = $1`,
    [storeId],
  );
  if (!store) throw notFound();
  const carriers = await db.query<Integrations['carriers'][number]>(
    `SELECT id, carrier, account_number, is_active, version FROM store_carrier_accounts
     WHERE store_id = $1 ORDER BY carrier, id`,
    [storeId],
  );
  const configured = !!config.payments.stripeSecretKey;
  return {
    carriers,
    stripe: {
      provider: configured ? 'stripe' : 'test',
      status: !configured
        ? 'not_configured'
        : store.payouts_last4
          ? 'connected'
          : 'not_connected',
      account_last4: store.payouts_last4,
    },
    is_url_integration_enabled: store.is_url_integration_enabled,
    ada_script: store.ada_script,
    google_analytics_script: store.google_analytics_script,
    google_tag_script: store.google_tag_script,
    version: store.version,
  };
}

const stale = async (db: Db, config: Config, storeId: number) =>
  new ApiError(
    409,
    'CONFLICT',
    BILLING_MESSAGES.stale,
    {},
    { current: await loadIntegrations(db, config, storeId) },
  );

/** Writes store columns when the caller saw `version`; else 409 with the integrations now. */
async function storeWrite(
  db: Db,
  config: Config,
  storeId: number,
  version: number,
  set: string,
  values: unknown[],
): Promise<Integrations> {
  const updated = await db.query(
    `UPDATE stores SET ${set}, integrations_version = integrations_version + 1
     WHERE id = $1 AND integrations_version = $2 RETURNING id`,
    [storeId, version, ...values],
  );
  if (updated.length === 0) throw await stale(db, config, storeId);
  return loadIntegrations(db, config, storeId);
}

/** Turns the URL integration on or off. */
export function saveUrlIntegration(
  db: Db,
  config: Config,
  storeId: number,
  body: { is_enabled: boolean; version: number },
): Promise<Integrations> {
  return storeWrite(
    db,
    config,
    storeId,
    body.version,
    'is_url_integration_enabled = $3',
    [body.is_enabled],
  );
}

/**
 * Saves the store's scripts: each blank (none) or the http(s) address of a script, never markup or
 * inline code (shared/csp storeScriptUrl, at most 2048 characters): 400 with each field's message.
 */
export function saveScripts(
  db: Db,
  config: Config,
  storeId: number,
  body: ScriptsEdit,
): Promise<Integrations> {
  const errors: Record<string, string> = {};
  const values = SCRIPT_FIELDS.map((name) => {
    const text = body[name]?.trim() ?? '';
    if (text === '') return null;
    const url = storeScriptUrl(text);
    if (!url) errors[name] = BILLING_MESSAGES.scriptUrl;
    return url;
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return storeWrite(
    db,
    config,
    storeId,
    body.version,
    'ada_script = $3, google_analytics_script = $4, google_tag_script = $5',
    values,
  );
}

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
  config: Config,
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
  config: Config,
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
  if (updated.length === 0) throw await stale(db, config, storeId);
  return loadIntegrations(db, config, storeId);
}

/** Removes a carrier account. */
export async function removeCarrierAccount(
  db: Db,
  config: Config,
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
