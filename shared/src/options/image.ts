import { MAX_IMAGE_BITS } from './text';

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

/** What the check reads of a file: a browser File (or Blob) has both. No DOM type, so the api can load this module. */
export interface ImageFileInfo {
  type: string;
  size: number;
}

/**
 * The spec's estimate (6 bits per base64 character) of a file of `bytes` bytes: its base64 text has
 * exactly 4 characters per 3 bytes, rounded up, so the estimate needs no reading of the file. It is
 * the same figure isImageTooLarge computes from the data URL.
 */
const estimatedBits = (bytes: number) => 4 * Math.ceil(bytes / 3) * 6;

/**
 * Why a file cannot be uploaded as an image ('type': not a PNG, JPEG, WebP or GIF; 'size': over
 * the 1 MiB limit's estimate, 6 bits per base64 character against 8388608), or null.
 */
export async function imageProblem(
  file: ImageFileInfo,
): Promise<ImageProblem | null> {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  return estimatedBits(file.size) > MAX_IMAGE_BITS ? 'size' : null;
}

/** imageProblem in words (English), or null when the file may be uploaded. */
export async function imageRefusal(
  file: ImageFileInfo,
): Promise<string | null> {
  const problem = await imageProblem(file);
  if (problem === 'type') return IMAGE_TYPE_MESSAGE;
  return problem === 'size' ? IMAGE_TOO_LARGE_MESSAGE : null;
}
