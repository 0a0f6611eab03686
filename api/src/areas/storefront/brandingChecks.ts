import {
  SETTINGS_MESSAGES,
  type Branding,
  type BrandingEdit,
} from 'shared/contracts/settings';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { blankToNull, isHttpUrl } from '../../platform/text';
import { checkOpeningHours } from './openingHours';

// The checks of the owner's branding edit (./settings.ts saves what they answer).

const COLOUR = /^#[0-9a-f]{6}$/i;
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,59}$/;
const FONT_FILE = /\.(woff2|woff|ttf|otf)$/i;
/** An image the store uploaded through POST /uploads (type and size checked there). */
const UPLOAD_PATH = /^\/api\/v1\/uploads\/([a-f0-9]{32}\.(png|jpg|gif|webp))$/;
/**
 * An image written into its address (the demo stores' drawn logos): the accepted types or SVG,
 * within the address's length limit (far under the spec's size rule of 6 bits per base64
 * character against 8388608).
 */
const DATA_IMAGE =
  /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64|;utf8)?,/i;
/** An image elsewhere: the accepted types, plus the icon formats a favicon may use. */
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|ico)$/i;

const COLOUR_FIELDS = [
  'background_color',
  'border_color',
  'button_color',
  'button_hover_color',
  'button_hover_font_color',
  'font_color',
  'top_bar_color',
] as const;

/**
 * Every field checked (400 with each field's message, nothing saved): colours as #rrggbb, links as
 * http(s) addresses, images as this store's uploads or http(s) image addresses, fonts as a family
 * name or http(s) font files; the image already set is kept as it is. Answers the values to store (blank text as null, colours lower case).
 */
export async function checkBranding(
  db: Db,
  storeId: number,
  edit: BrandingEdit,
  current: Branding,
): Promise<Omit<BrandingEdit, 'version'>> {
  const errors: Record<string, string> = {};
  const clean: Omit<BrandingEdit, 'version'> = {
    ...edit,
    logo: blankToNull(edit.logo),
    favicon: blankToNull(edit.favicon),
    top_bar_text: blankToNull(edit.top_bar_text),
    tagline:
      edit.tagline === undefined
        ? (current.tagline ?? null)
        : blankToNull(edit.tagline),
    privacy_policy_link: blankToNull(edit.privacy_policy_link),
    terms_conditions_link: blankToNull(edit.terms_conditions_link),
    font_style: blankToNull(edit.font_style),
    regular_font_family_url: blankToNull(edit.regular_font_family_url),
    bold_font_family_url: blankToNull(edit.bold_font_family_url),
    italic_font_family_url: blankToNull(edit.italic_font_family_url),
  };
  delete (clean as Partial<BrandingEdit>).version;
  const hours = checkOpeningHours(
    edit.opening_hours === undefined
      ? (current.opening_hours ?? null)
      : edit.opening_hours,
  );
  clean.opening_hours = hours.value;
  Object.assign(errors, hours.errors);
  for (const field of COLOUR_FIELDS) {
    const value = blankToNull(edit[field]);
    if (value !== null && !COLOUR.test(value))
      errors[field] = SETTINGS_MESSAGES.colour;
    clean[field] = value?.toLowerCase() ?? null;
  }
  for (const field of [
    'privacy_policy_link',
    'terms_conditions_link',
  ] as const) {
    const value = clean[field];
    if (value !== null && !isHttpUrl(value))
      errors[field] = SETTINGS_MESSAGES.url;
  }
  if ((clean.top_bar_text?.length ?? 0) > 200)
    errors.top_bar_text = SETTINGS_MESSAGES.topBarText;
  if ((clean.tagline?.length ?? 0) > 160)
    errors.tagline = SETTINGS_MESSAGES.tagline;
  const uploads: [field: 'logo' | 'favicon', name: string][] = [];
  for (const field of ['logo', 'favicon'] as const) {
    const value = clean[field];
    // The image already set stays as it is.
    if (value === null || value === current[field]) continue;
    const upload = UPLOAD_PATH.exec(value);
    if (upload) uploads.push([field, upload[1]!]);
    else if (DATA_IMAGE.test(value)) continue;
    else if (!isHttpUrl(value) || !IMAGE_FILE.test(new URL(value).pathname))
      errors[field] = SETTINGS_MESSAGES.image;
  }
  if (uploads.length > 0) {
    const known = await db.query<{ name: string }>(
      'SELECT name FROM uploads WHERE store_id = $1 AND name = ANY($2::text[])',
      [storeId, uploads.map(([, name]) => name)],
    );
    const names = new Set(known.map((row) => row.name));
    for (const [field, name] of uploads)
      if (!names.has(name)) errors[field] = SETTINGS_MESSAGES.image;
  }
  if (clean.is_custom_font_style && !clean.is_own_font) {
    if (clean.font_style === null)
      errors.font_style = SETTINGS_MESSAGES.fontNameRequired;
    else if (!FONT_NAME.test(clean.font_style))
      errors.font_style = SETTINGS_MESSAGES.fontName;
  } else if (clean.font_style !== null && !FONT_NAME.test(clean.font_style))
    errors.font_style = SETTINGS_MESSAGES.fontName;
  for (const field of [
    'regular_font_family_url',
    'bold_font_family_url',
    'italic_font_family_url',
  ] as const) {
    const value = clean[field];
    if (
      value !== null &&
      (!isHttpUrl(value) || !FONT_FILE.test(new URL(value).pathname))
    )
      errors[field] = SETTINGS_MESSAGES.fontFile;
  }
  if (clean.is_own_font && clean.regular_font_family_url === null)
    errors.regular_font_family_url ??= SETTINGS_MESSAGES.fontFileRequired;
  if (clean.is_own_font) clean.is_custom_font_style = true;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return clean;
}
