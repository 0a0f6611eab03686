// Small rules of free text that the input checks of several areas share.

/** Trimmed text, or null when blank (an empty or spaces-only field is no value). */
export const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Whether the text is an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !!url.host
    );
  } catch {
    return false;
  }
}
