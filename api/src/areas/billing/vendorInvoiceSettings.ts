import {
  INVOICE_SETTINGS_MESSAGES,
  type VendorInvoiceSettings,
  type VendorInvoiceSettingsInput,
} from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';

// The vendor owner's invoice settings: payment terms, tax id, footer (migration 0036).

const SELECT = `SELECT invoice_payment_terms_days AS payment_terms_days, invoice_tax_id AS tax_id,
  invoice_footer AS footer, invoice_settings_version AS version FROM vendors WHERE id = $1`;

export async function loadInvoiceSettings(
  db: Db,
  vendorId: number,
): Promise<VendorInvoiceSettings> {
  const [row] = await db.query<VendorInvoiceSettings>(SELECT, [vendorId]);
  return row!;
}

/** Saves the settings under their version; 409 with `current` when stale. */
export async function saveInvoiceSettings(
  db: Db,
  vendorId: number,
  input: VendorInvoiceSettingsInput,
): Promise<VendorInvoiceSettings> {
  const updated = await db.query(
    `UPDATE vendors SET invoice_payment_terms_days = $2, invoice_tax_id = $3, invoice_footer = $4,
       invoice_settings_version = invoice_settings_version + 1
     WHERE id = $1 AND invoice_settings_version = $5 RETURNING id`,
    [
      vendorId,
      input.payment_terms_days,
      input.tax_id.trim(),
      input.footer.trim(),
      input.version,
    ],
  );
  if (updated.length === 0) {
    const current = await loadInvoiceSettings(db, vendorId);
    throw new ApiError(
      409,
      'CONFLICT',
      INVOICE_SETTINGS_MESSAGES.stale,
      {},
      {
        current,
      },
    );
  }
  return loadInvoiceSettings(db, vendorId);
}
