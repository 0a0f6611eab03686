import type {
  VendorAddressInput,
  VendorBankInput,
} from 'shared/contracts/vendorOnboarding';
import {
  BANK_MESSAGES,
  isAccountNumber,
  isIban,
  isRoutingNumber,
  normalizeIban,
} from 'shared/validation';
import type { Db } from '../../db/types';
import {
  checkName,
  throwIfErrors,
  type FieldErrors,
} from '../../platform/fieldChecks';
import { addressParams, checkVendorAddress } from '../vendors';

// A new vendor's address and bank_account steps, each saved inside saveVendorStep's transaction
// (./vendorOnboarding.ts).

/** /address-detail: the workshop's default address (its first one, or the one it has, replaced). */
export async function saveVendorAddress(
  tx: Db,
  vendorId: number,
  body: VendorAddressInput,
): Promise<void> {
  const params = [vendorId, ...addressParams(checkVendorAddress(body))];
  const updated = await tx.query(
    `UPDATE vendor_addresses SET name = $2, address_line1 = $3, address_line2 = $4, city = $5,
       state = $6, zip = $7, phone = $8, version = version + 1
     WHERE vendor_id = $1 AND is_default RETURNING id`,
    params,
  );
  if (updated.length === 0)
    await tx.query(
      `INSERT INTO vendor_addresses (vendor_id, name, address_line1, address_line2, city, state,
         zip, phone, is_default) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
      params,
    );
  await tx.query('UPDATE vendors SET has_address = true WHERE id = $1', [
    vendorId,
  ]);
}

/**
 * /bank-detail: where payouts go, checked by its checksums (shared/validation) and handed to the
 * payment provider; only the holder, the kind and the last 4 digits are kept.
 */
export async function saveVendorBank(
  tx: Db,
  vendorId: number,
  body: VendorBankInput,
): Promise<void> {
  const errors: FieldErrors = {};
  const holder = checkName(errors, 'account_holder', body.account_holder);
  let last4 = '';
  if (body.kind === 'iban') {
    const iban = normalizeIban(body.iban ?? '');
    if (!isIban(iban)) errors.iban = BANK_MESSAGES.iban;
    last4 = iban.slice(-4);
  } else {
    const routing = (body.routing_number ?? '').trim();
    const account = (body.account_number ?? '').replace(/\s/g, '');
    if (!isRoutingNumber(routing))
      errors.routing_number = BANK_MESSAGES.routingNumber;
    if (!isAccountNumber(account))
      errors.account_number = BANK_MESSAGES.accountNumber;
    last4 = account.slice(-4);
  }
  throwIfErrors(errors);
  await tx.query(
    `UPDATE vendors SET has_bank_account = true, payout_kind = $2, payout_account_holder = $3,
       payout_last4 = $4 WHERE id = $1`,
    [vendorId, body.kind, holder, last4],
  );
}
