import {
  BILLING_MESSAGES,
  SCRIPT_FIELDS,
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
// version); a stale one answers 409 with the integrations as they are now. The carrier accounts'
// writes are in ./storeCarrierAccounts.ts.

/** What the integrations read of the api's configuration: whether Stripe is set up. */
export type IntegrationsConfig = Pick<ResolvedConfig, 'payments'>;

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
  config: IntegrationsConfig,
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

/** The 409 of a write from an older version, with the integrations as they are now. */
export const staleIntegrations = async (
  db: Db,
  config: IntegrationsConfig,
  storeId: number,
) =>
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
  config: IntegrationsConfig,
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
  if (updated.length === 0) throw await staleIntegrations(db, config, storeId);
  return loadIntegrations(db, config, storeId);
}

/** Turns the URL integration on or off. */
export function saveUrlIntegration(
  db: Db,
  config: IntegrationsConfig,
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
  config: IntegrationsConfig,
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
