import type { FormikErrors } from 'formik';
import {
  OPTION_MESSAGES,
  evaluateValidationRules,
  isAnswered,
  visibleOptions,
  type ServiceOption,
} from 'shared/options';
import { OTHER, toLogicAnswers, type ServiceFormValues } from './answers';

/** Our own: the spec names no message for the quantity (the api takes 1 to 99). */
export const QUANTITY_MESSAGE = 'Enter a quantity from 1 to 99.';

const MAX_QUANTITY = 99;

/** The api keeps at most 255 characters of an 'other' choice's text (cartAnswers.ts). */
export const MAX_OTHER_TEXT = 255;
export const OTHER_TOO_LONG_MESSAGE =
  'Ensure this field has no more than 255 characters.';

/** The options shown for these form values, in sequence order. */
export const visibleFor = (
  options: ServiceOption[],
  values: ServiceFormValues,
): ServiceOption[] => visibleOptions(options, toLogicAnswers(options, values));

const choseOther = (raw: unknown) =>
  raw === OTHER || (Array.isArray(raw) && raw.includes(OTHER));

/**
 * Formik `validate`: only visible options are checked; required ones need an answer, the 'other'
 * choice needs its text, and nba/insurance/warranty show their type 1 validation-rule messages.
 */
export function validateAnswers(
  options: ServiceOption[],
  values: ServiceFormValues,
): FormikErrors<ServiceFormValues> {
  const logicAnswers = toLogicAnswers(options, values);
  const answers: Record<string, string> = {};
  const others: Record<string, string> = {};
  for (const option of visibleOptions(options, logicAnswers)) {
    const answer = logicAnswers[option.id];
    const raw = values.answers[option.id];
    if (option.is_required && !isAnswered(answer)) {
      answers[option.id] = OPTION_MESSAGES.required;
      continue;
    }
    const otherText = (values.others[option.id] ?? '').trim();
    if (choseOther(raw) && !otherText)
      others[option.id] = OPTION_MESSAGES.required;
    else if (choseOther(raw) && otherText.length > MAX_OTHER_TEXT)
      others[option.id] = OTHER_TOO_LONG_MESSAGE;
    const messages = evaluateValidationRules(option, answer);
    if (messages.length) answers[option.id] = messages.join(' ');
  }
  const errors: FormikErrors<ServiceFormValues> = {};
  if (Object.keys(answers).length) errors.answers = answers;
  if (Object.keys(others).length) errors.others = others;
  const quantity = Number(values.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    errors.quantity = QUANTITY_MESSAGE;
  return errors;
}

/** The api's flat field errors (`answers.12`) as Formik's nested errors. */
export function nestApiErrors(
  flat: Record<string, string>,
): FormikErrors<ServiceFormValues> {
  const answers: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, message] of Object.entries(flat)) {
    const match = /^answers\.(\d+)$/.exec(key);
    if (match) answers[match[1]!] = message;
    else rest[key] = message;
  }
  return Object.keys(answers).length ? { ...rest, answers } : rest;
}
