import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type VendorProfile,
  type VendorProfileInput,
} from 'shared/contracts/vendorSetup';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { blankToNull, isHttpUrl } from '../../platform/text';
import {
  checkEmail,
  checkPhone,
  type FieldErrors,
} from '../../platform/fieldChecks';

// The workshop's business profile (/portal/setting/setup-vendor, migration 0038): the
// name stores and invoices show (vendors.name), contact email and phone, website, logo, a short
// description, the area it serves and its usual turnaround. Saved under profile_version.

const SELECT = `SELECT name, contact_email, contact_phone, website_url, logo, description, service_area,
  turnaround_days, profile_version AS version FROM vendors WHERE id = $1`;
/** An image uploaded through POST /uploads (type and size checked there). */
const UPLOAD_PATH = /^\/api\/v1\/uploads\/([a-f0-9]{32}\.(png|jpg|gif|webp))$/;

/** The vendor's profile. */
export async function loadVendorProfile(
  db: Db,
  vendorId: number,
): Promise<VendorProfile> {
  const [row] = await db.query<VendorProfile>(SELECT, [vendorId]);
  return row!;
}

/**
 * Every field checked (400 with each field's message, nothing saved). The logo is the one shown
 * now, or an image a user of this vendor uploaded for no store (its own pictures).
 */
async function checkProfile(
  db: Db,
  vendorId: number,
  input: VendorProfileInput,
  current: VendorProfile,
) {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (name.length < 2 || name.length > PROFILE_LIMITS.name)
    errors.name = PROFILE_MESSAGES.name;
  let email = blankToNull(input.contact_email);
  if (email !== null) {
    email = checkEmail(errors, 'contact_email', email);
    if (email.length > PROFILE_LIMITS.email)
      errors.contact_email = PROFILE_MESSAGES.email;
  }
  const phone = checkPhone(errors, 'contact_phone', input.contact_phone);
  if (phone !== null && phone.length > PROFILE_LIMITS.phone)
    errors.contact_phone = PROFILE_MESSAGES.phone;
  const website = blankToNull(input.website_url);
  if (
    website !== null &&
    (!isHttpUrl(website) || website.length > PROFILE_LIMITS.website)
  )
    errors.website_url = PROFILE_MESSAGES.url;
  const logo = blankToNull(input.logo);
  if (logo !== null && logo !== current.logo) {
    const upload = UPLOAD_PATH.exec(logo);
    const mine = upload
      ? await db.query(
          `SELECT 1 FROM uploads u JOIN users us ON us.id = u.user_id
           WHERE u.name = $1 AND u.store_id IS NULL AND u.cart_id IS NULL AND us.vendor_id = $2`,
          [upload[1], vendorId],
        )
      : [];
    if (mine.length === 0) errors.logo = PROFILE_MESSAGES.logo;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    name,
    email,
    phone,
    website,
    logo,
    description: input.description.trim(),
    serviceArea: input.service_area.trim(),
    days: input.turnaround_days || null,
  };
}

/** Saves the profile under its version; 409 with `current` when stale. */
export async function saveVendorProfile(
  db: Db,
  vendorId: number,
  input: VendorProfileInput,
): Promise<VendorProfile> {
  const current = await loadVendorProfile(db, vendorId);
  const clean = await checkProfile(db, vendorId, input, current);
  const updated = await db.query(
    `UPDATE vendors SET name = $3, contact_email = $4, contact_phone = $5, website_url = $6, logo = $7,
       description = $8, service_area = $9, turnaround_days = $10, profile_version = profile_version + 1
     WHERE id = $1 AND profile_version = $2 RETURNING id`,
    [
      vendorId,
      input.version,
      clean.name,
      clean.email,
      clean.phone,
      clean.website,
      clean.logo,
      clean.description,
      clean.serviceArea,
      clean.days,
    ],
  );
  if (updated.length === 0)
    throw new ApiError(
      409,
      'CONFLICT',
      PROFILE_MESSAGES.stale,
      {},
      { current: await loadVendorProfile(db, vendorId) },
    );
  return loadVendorProfile(db, vendorId);
}
