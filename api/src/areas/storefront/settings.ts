import {
  BrandingFields,
  SETTINGS_MESSAGES,
  type Branding,
  type BrandingEdit,
} from 'shared/contracts/settings';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { checkBranding } from './brandingChecks';
import { findStoreById, type StoreRow } from './stores';

// The store's white-label settings as the owner edits them. The storefront reads the
// same columns (GET white-label-settings, store-settings) on its next load.

/** The store's branding as the settings page shows it. */
export function toBranding(store: StoreRow) {
  return {
    store_id: store.id,
    store_name: store.name,
    logo: store.logo,
    favicon: store.favicon,
    background_color: store.background_color,
    border_color: store.border_color,
    button_color: store.button_color,
    button_hover_color: store.button_hover_color,
    button_hover_font_color: store.button_hover_font_color,
    font_color: store.font_color,
    top_bar_color: store.top_bar_color,
    top_bar_text: store.top_bar_text,
    tagline: store.tagline,
    opening_hours: store.opening_hours,
    privacy_policy_link: store.privacy_policy_link,
    terms_conditions_link: store.terms_conditions_link,
    is_custom_font_style: store.is_custom_font_style,
    font_style: store.font_style,
    is_own_font: store.is_own_font,
    regular_font_family_url: store.regular_font_family_url,
    bold_font_family_url: store.bold_font_family_url,
    italic_font_family_url: store.italic_font_family_url,
    version: store.branding_version,
  } satisfies Branding;
}

/** The store's branding, or 404. */
export async function findBranding(db: Db, storeId: number, lock = false) {
  const store = lock
    ? (
        await db.query<StoreRow>(
          'SELECT *, top_up_amount::text AS top_up_amount FROM stores WHERE id = $1 FOR UPDATE',
          [storeId],
        )
      )[0]
    : await findStoreById(db, storeId);
  if (!store) throw notFound();
  return toBranding(store);
}

/** The 409 of a save that started from an older version; `current` is the settings now. */
export const brandingConflict = (current: Branding) =>
  new ApiError(409, 'CONFLICT', SETTINGS_MESSAGES.stale, {}, { current });

/** Saves the branding if the owner started from the current version (else 409, nothing saved). */
export async function saveBranding(
  db: Db,
  storeId: number,
  edit: BrandingEdit,
): Promise<Branding> {
  const clean = await checkBranding(
    db,
    storeId,
    edit,
    await findBranding(db, storeId),
  );
  return db.transaction(async (tx) => {
    const current = await findBranding(tx, storeId, true);
    if (current.version !== edit.version) throw brandingConflict(current);
    const fields = Object.keys(BrandingFields) as (keyof typeof clean)[];
    await tx.query(
      `UPDATE stores SET ${fields.map((f, i) => `${f} = $${i + 2}`).join(', ')},
         branding_version = branding_version + 1 WHERE id = $1`,
      [
        storeId,
        ...fields.map((f) =>
          // jsonb: the week as JSON text, SQL NULL for none
          f === 'opening_hours'
            ? clean[f]
              ? JSON.stringify(clean[f])
              : null
            : clean[f],
        ),
      ],
    );
    return findBranding(tx, storeId);
  });
}
