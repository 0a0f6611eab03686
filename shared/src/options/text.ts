/** The image size limit: 8388608 bits, i.e. 1 MB. */
export const MAX_IMAGE_BITS = 8388608;
/** Texts longer than this get a tooltip with the full text. */
export const TOOLTIP_THRESHOLD = 60;

const base64Of = (dataUrl: string) => {
  const comma = dataUrl.indexOf(',');
  return (comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl).replace(/\s/g, '');
};

/** Estimated decoded size in bytes of a base64 data URL (6 bits per base64 character). */
export const estimateBase64Bytes = (dataUrl: string): number =>
  (base64Of(dataUrl).length * 6) / 8;

/** Whether an uploaded image (data URL) exceeds the 8388608-bit limit. */
export const isImageTooLarge = (dataUrl: string): boolean =>
  base64Of(dataUrl).length * 6 > MAX_IMAGE_BITS;

/** Cuts text longer than `max` to `max - 1` characters plus an ellipsis. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;

/** Whether a text is long enough (> 60 characters) to need a tooltip. */
export const needsTooltip = (text: string | null | undefined): boolean =>
  (text ?? '').length > TOOLTIP_THRESHOLD;
