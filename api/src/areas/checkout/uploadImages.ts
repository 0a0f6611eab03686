import { CART_ID_PATTERN } from 'shared/contracts/checkout';
import { ApiError, validationError } from '../../errors';

// What an image upload must be (a PNG, JPEG, GIF or WebP by its leading bytes, at most 1 MiB) and
// the upload form's fields checked before anything is stored.

/**
 * Largest accepted image: the spec's size rule counts 6 bits per base64 character
 * against 8388608, i.e. 8388608 bits = 1 MiB of image.
 */
export const MAX_UPLOAD_BYTES = 8388608 / 8;

/** The accepted types, the extension they are stored under, and their leading bytes. */
export const IMAGE_TYPES: Record<
  string,
  { ext: string; magic: (b: Buffer) => boolean }
> = {
  'image/png': {
    ext: 'png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  'image/jpeg': {
    ext: 'jpg',
    magic: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  },
  'image/gif': {
    ext: 'gif',
    magic: (b) =>
      ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};
export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([type, { ext }]) => [ext, type]),
);
/** An uploaded image's stored name. */
export const IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export const UPLOAD_MESSAGES = {
  type: 'Please upload a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'This image is too large. The limit is 1 MB.',
  missing: 'Please choose an image to upload.',
  integer: 'A valid integer is required.',
  cartId: 'Enter a valid value.',
  newCart: 'Must be a valid boolean.',
};

/** The form's text fields (the file aside), as they arrive. */
export interface UploadFields {
  store_id?: string;
  cart_id?: string;
  new_cart?: string;
}

/** 413: the image is past the size limit. */
export const tooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge, {
    file: UPLOAD_MESSAGES.tooLarge,
  });

/** The form's fields checked: 400 with every field message, before anything is stored. */
export function checkFields(
  fields: UploadFields,
  file: { buffer: Buffer; mimetype: string } | null,
) {
  const errors: Record<string, string> = {};
  // No store: a vendor user's picture of the vendor's own services (uploadOwner refuses others).
  if (fields.store_id !== undefined && !/^\d{1,9}$/.test(fields.store_id))
    errors.store_id = UPLOAD_MESSAGES.integer;
  const cartId = fields.cart_id?.trim() || null;
  if (cartId !== null && !new RegExp(CART_ID_PATTERN).test(cartId))
    errors.cart_id = UPLOAD_MESSAGES.cartId;
  if (fields.new_cart !== undefined && !/^(true|false)$/.test(fields.new_cart))
    errors.new_cart = UPLOAD_MESSAGES.newCart;
  const type = file ? IMAGE_TYPES[file.mimetype] : undefined;
  if (!file || file.buffer.length === 0) errors.file = UPLOAD_MESSAGES.missing;
  else if (!type || !type.magic(file.buffer))
    errors.file = UPLOAD_MESSAGES.type;
  if (Object.keys(errors).length > 0)
    throw validationError(errors, Object.values(errors)[0]);
  return {
    storeId: fields.store_id === undefined ? null : Number(fields.store_id),
    cartId,
    newCart: fields.new_cart === 'true',
    file: file!,
    ext: type!.ext,
  };
}
