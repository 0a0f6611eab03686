import { isRecord } from './answerValues';
import type { CartOption } from './cartAnswers';

// The 'other' choice of an option with `other_option`: `{ value: 'other', other: '<text>' }` where
// a value id goes, the customer's own text (required, at most 255 characters).

/** Longest free text of an 'other' choice. */
export const MAX_OTHER_TEXT = 255;

/** The 'other' choice of an option with `other_option`: the customer's own text instead of a value. */
export interface OtherChoice {
  value: 'other';
  other: string;
}

/** Whether a stored answer (or one item of an rb answer) is an 'other' choice. */
export const isOtherChoice = (raw: unknown): raw is OtherChoice =>
  isOtherShape(raw) && typeof raw.other === 'string';

export const isOtherShape = (raw: unknown): raw is Record<string, unknown> =>
  isRecord(raw) && raw.value === 'other';

/** An 'other' answer's clean value, or its error. */
export function checkOther(
  option: CartOption,
  raw: Record<string, unknown>,
): { value?: OtherChoice; error?: string } {
  if (!option.other_option) return { error: 'Select a valid choice.' };
  const keys = Object.keys(raw);
  if (keys.some((k) => k !== 'value' && k !== 'other'))
    return { error: 'Select a valid choice.' };
  const text = typeof raw.other === 'string' ? raw.other.trim() : '';
  if (raw.other !== undefined && typeof raw.other !== 'string')
    return { error: 'Not a valid string.' };
  if (text === '') return { error: 'This field is required.' };
  if (text.length > MAX_OTHER_TEXT)
    return {
      error: `Ensure this field has no more than ${MAX_OTHER_TEXT} characters.`,
    };
  return { value: { value: 'other', other: text } };
}
