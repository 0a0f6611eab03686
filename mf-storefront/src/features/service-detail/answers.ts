import {
  restrictAnswer,
  type Answers,
  type FieldsAnswer,
  type OptionAnswer,
  type ServiceOption,
} from 'shared/options';
import type { ApiAnswer, OtherChoice } from './api';

// The form keeps choices as value ids (strings, as inputs hold them) and the 'other' free text
// apart; logic compares choice names (shared/options), the api takes value ids and, for the
// 'other' choice, `{ value: 'other', other: text }` in the id's place (cartAnswers.ts).

/** The choice that stands for "other" when an option has `otherOption` on. */
export const OTHER = 'other';

/** One option's answer in the form. */
export type FormAnswer = string | string[] | boolean | FieldsAnswer | undefined;

/** The Formik values of the service form. */
export interface ServiceFormValues {
  answers: Record<string, FormAnswer>;
  others: Record<string, string>;
  quantity: string;
}

const SINGLE_CHOICE = ['d', 'sst', 'ssi', 'md'];
const FIELD_KINDS = ['nba', 'insurance', 'warranty'];

/** Whether the option's answer is a record of fields (nba, insurance, warranty). */
export const isFieldsKind = (tag: string) => FIELD_KINDS.includes(tag);

/** The yes and no choices of a cb option (by name, else the first two values). */
export function yesNoOf(option: ServiceOption) {
  const named = (name: string) =>
    option.values.find((v) => v.name.trim().toLowerCase() === name);
  return {
    yes: named('yes') ?? option.values[0],
    no: named('no') ?? option.values[1],
  };
}

/** Empty answers for every option (field kinds start as an empty record). */
export function initialValues(options: ServiceOption[]): ServiceFormValues {
  const answers: Record<string, FormAnswer> = {};
  for (const o of options)
    answers[o.id] = isFieldsKind(o.tag) ? {} : o.tag === 'rb' ? [] : undefined;
  return { answers, others: {}, quantity: '1' };
}

const nameOf = (option: ServiceOption, id: string, other: string) =>
  id === OTHER
    ? other
    : (option.values.find((v) => String(v.id) === id)?.name ?? '');

/** The answers as option logic reads them: choice names, the 'other' text, numbers as text. */
export function toLogicAnswers(
  options: ServiceOption[],
  values: ServiceFormValues,
): Answers {
  const out: Answers = {};
  for (const o of options) {
    const raw = values.answers[o.id];
    const other = values.others[o.id] ?? '';
    let answer: OptionAnswer = raw;
    if (o.tag === 'cb')
      // Only a ticked box is an answer (the yes choice's name); unticked is no answer.
      answer = raw === true ? (yesNoOf(o).yes?.name ?? 'Yes') : undefined;
    else if (SINGLE_CHOICE.includes(o.tag) && typeof raw === 'string')
      answer = nameOf(o, raw, other);
    else if (o.tag === 'rb' && Array.isArray(raw))
      answer = raw.map((id) => nameOf(o, id, other));
    out[o.id] = answer;
  }
  return out;
}

const present = (v: unknown) =>
  v !== undefined && v !== null && String(v).trim() !== '';
// Sizes and values go as numbers; dates ('2025-01-31') and other text stay text.
const numeric = (v: unknown) => present(v) && Number.isFinite(Number(v));

/** The api's 'other' choice: the customer's own text where a value id would go. */
const otherChoice = (text: string): OtherChoice => ({
  value: OTHER,
  other: text.trim(),
});

/** One visible option's answer as the api takes it, or undefined when there is none to send. */
export function toApiAnswer(
  option: ServiceOption,
  raw: FormAnswer,
  otherText = '',
): ApiAnswer | undefined {
  if (option.tag === 'cb') {
    // An unticked box is no answer: not sent, so neither counted nor listed in the cart.
    if (raw !== true) return undefined;
    const { yes } = yesNoOf(option);
    return yes ? yes.id : 'Yes';
  }
  if (SINGLE_CHOICE.includes(option.tag)) {
    if (raw === OTHER) return otherChoice(otherText);
    return typeof raw === 'string' && raw !== '' ? Number(raw) : undefined;
  }
  if (option.tag === 'rb') {
    const items = Array.isArray(raw) ? raw : [];
    const ids: (number | OtherChoice)[] = items
      .filter((id) => id !== OTHER)
      .map(Number);
    if (items.includes(OTHER)) ids.push(otherChoice(otherText));
    return ids.length ? ids : undefined;
  }
  if (option.tag === 'n') return present(raw) ? Number(raw) : undefined;
  if (isFieldsKind(option.tag)) {
    const fields = restrictAnswer(option, raw as FieldsAnswer);
    const out: Record<string, string | number | null> = {};
    for (const [k, v] of Object.entries(fields))
      if (present(v)) out[k] = numeric(v) ? Number(v) : String(v);
    return Object.keys(out).length ? out : undefined;
  }
  return typeof raw === 'string' && raw.trim() !== '' ? raw : undefined;
}

/** The api's answers for the visible options, keyed by option id. */
export function toApiAnswers(
  visible: ServiceOption[],
  values: ServiceFormValues,
): Record<string, ApiAnswer> {
  const out: Record<string, ApiAnswer> = {};
  for (const o of visible) {
    const answer = toApiAnswer(o, values.answers[o.id], values.others[o.id]);
    if (answer !== undefined) out[o.id] = answer;
  }
  return out;
}

const cents = (cost: string | number | null | undefined) =>
  Math.round((Number(cost) || 0) * 100);

/** One unit's price in cents: the service price plus the chosen values' cost of priced options. */
export function unitPriceCents(
  price: string,
  visible: ServiceOption[],
  values: ServiceFormValues,
): number {
  let total = cents(price);
  for (const o of visible) {
    if (!o.is_option_cost) continue;
    const answer = toApiAnswer(o, values.answers[o.id]);
    const costOf = (id: unknown) =>
      cents(o.values.find((v) => v.id === id)?.cost);
    if (o.tag === 'n' && typeof answer === 'number')
      total += Math.round(answer * cents(o.values[0]?.cost));
    else if (Array.isArray(answer))
      total += answer.reduce<number>(
        (sum, id) => sum + (typeof id === 'number' ? costOf(id) : 0),
        0,
      );
    else if (typeof answer === 'number') total += costOf(answer);
  }
  return total;
}
