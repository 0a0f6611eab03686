// Reading the raw values of a cart line's answers (what the browser sent, unchecked), and the shape
// of one option's checked answer.

/** One option's answer checked: its clean value and cost, or its error. */
export interface Checked {
  value?: unknown;
  cents?: number;
  error?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value as object).length === 0);

const MAX_NUMBER = 1_000_000;

export const asNumber = (value: unknown): number | null => {
  const n =
    typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_NUMBER ? n : null;
};
