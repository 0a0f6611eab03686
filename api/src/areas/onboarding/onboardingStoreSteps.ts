import {
  ONBOARDING_MESSAGES,
  type ShippingDetailStep,
  type ShippingStep,
  type StarterServicesStep,
  type StoreStep,
} from 'shared/contracts/onboarding';
import type { Db } from '../../db/types';
import { throwIfErrors, type FieldErrors } from '../../platform/fieldChecks';
import { checkStoreName } from './storeSignup';
import { checkServices, checkWebsite } from './onboardingSteps';

// The owner's answers to the simple steps of onboarding, each saved inside saveStep's transaction.

/** The store's name, website and button colour. */
export async function saveStoreStep(
  tx: Db,
  storeId: number,
  body: StoreStep,
): Promise<void> {
  const errors: FieldErrors = {};
  const name = checkStoreName(errors, 'name', body.name);
  const website = checkWebsite(errors, body.website_url);
  const colour = body.button_color.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(colour))
    errors.button_color = ONBOARDING_MESSAGES.colour;
  throwIfErrors(errors);
  await tx.query(
    'UPDATE stores SET name = $2, website_url = $3, button_color = $4 WHERE id = $1',
    [storeId, name, website, colour],
  );
}

/** The starter services the owner chose (made when onboarding completes). */
export async function saveStarterServices(
  tx: Db,
  storeId: number,
  body: StarterServicesStep,
): Promise<void> {
  await tx.query(
    'UPDATE store_onboarding SET chosen_services = $2::jsonb WHERE store_id = $1',
    [storeId, JSON.stringify(checkServices(body.keys))],
  );
}

/** Whether the store ships with the platform's shipping. */
export async function saveShippingStep(
  tx: Db,
  storeId: number,
  body: ShippingStep,
): Promise<void> {
  await tx.query('UPDATE stores SET use_platform_shipping = $2 WHERE id = $1', [
    storeId,
    body.use_platform_shipping,
  ]);
}

/** The shipping account type and whether shipping is a fixed price. */
export async function saveShippingDetailStep(
  tx: Db,
  storeId: number,
  body: ShippingDetailStep,
): Promise<void> {
  await tx.query(
    'UPDATE stores SET shipping_account_type = $2, is_fixed_shipping = $3 WHERE id = $1',
    [storeId, body.shipping_account_type, body.is_fixed_shipping],
  );
}
