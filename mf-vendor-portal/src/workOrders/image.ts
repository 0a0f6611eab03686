import { isImageTooLarge } from 'shared/options';

/** The image types POST /uploads accepts. */
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];
export const IMAGE_TYPE_MESSAGE =
  'Please choose a PNG, JPEG, WebP or GIF image.';
/** Our own words: the spec gives the limit (8388608 bits) but no message. */
export const IMAGE_TOO_LARGE_MESSAGE =
  'This image is too large. Please choose an image under 1 MB.';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * Why a file cannot be an after-image (not an image, or over the spec's size estimate: 6 bits per
 * base64 character against 8388608), or null when it may be uploaded.
 */
export async function imageRefusal(file: File): Promise<string | null> {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  return isImageTooLarge(await readAsDataUrl(file))
    ? IMAGE_TOO_LARGE_MESSAGE
    : null;
}
