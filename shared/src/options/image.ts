import { isImageTooLarge } from './text';

/** The image types POST /uploads accepts. */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];
/** Our own words: the spec names the image types but gives no message. */
export const IMAGE_TYPE_MESSAGE =
  'Please choose a PNG, JPEG, WebP or GIF image.';
/** Our own words: the spec gives the limit (8388608 bits) but no message. */
export const IMAGE_TOO_LARGE_MESSAGE =
  'This image is too large. Please choose an image under 1 MB.';

/** Why an image is refused: not one of IMAGE_TYPES, or over the spec's size limit. */
export type ImageProblem = 'type' | 'size';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * Why a file cannot be uploaded as an image ('type': not a PNG, JPEG, WebP or GIF; 'size': over
 * spec section 9's 1 MiB estimate, 6 bits per base64 character against 8388608), or null.
 */
export async function imageProblem(file: File): Promise<ImageProblem | null> {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  return isImageTooLarge(await readAsDataUrl(file)) ? 'size' : null;
}

/** imageProblem in words (English), or null when the file may be uploaded. */
export async function imageRefusal(file: File): Promise<string | null> {
  const problem = await imageProblem(file);
  if (problem === 'type') return IMAGE_TYPE_MESSAGE;
  return problem === 'size' ? IMAGE_TOO_LARGE_MESSAGE : null;
}
