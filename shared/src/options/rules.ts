import { duplicateChoiceMessage } from './messages';
import type {
  LogicRule,
  OperatorType,
  OptionAnswer,
  OptionTag,
  ServiceOption,
} from './types';

/** Operators offered for number options. */
export const NUMBER_OPERATORS: OperatorType[] = [
  'is',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
];
/** Operators offered for choice options. */
export const CHOICE_OPERATORS: OperatorType[] = ['is', 'contains', '!='];
/** Option kinds a logic rule may compare. */
export const COMPARABLE_TAGS: OptionTag[] = ['d', 'rb', 'ssi', 'sst', 'n'];

/** A finite number from a number or numeric text, else NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string' || value.trim() === '') return NaN;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : NaN;
}

/**
 * Whether an answer counts as given (non-empty text, a number, a non-empty list, a filled field).
 * An unticked checkbox (`false`) is no answer: it is neither required-satisfying nor counted.
 */
export function isAnswered(answer: OptionAnswer): boolean {
  if (answer === null || answer === undefined || answer === false) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.some((a) => a.trim() !== '');
  if (typeof answer === 'object') {
    return Object.values(answer).some(
      (v) => v !== null && v !== undefined && String(v).trim() !== '',
    );
  }
  return true;
}

const text = (value: string | number) => String(value).trim().toLowerCase();

function meets(op: OperatorType, value: string | number, compareTo: string) {
  const a = toNumber(value);
  const b = toNumber(compareTo);
  const numeric = !Number.isNaN(a) && !Number.isNaN(b);
  switch (op) {
    case '>':
      return numeric && a > b;
    case '<':
      return numeric && a < b;
    case '>=':
      return numeric && a >= b;
    case '<=':
      return numeric && a <= b;
    case 'contains':
      return text(value).includes(text(compareTo));
    case 'is':
      return numeric ? a === b : text(value) === text(compareTo);
    case '!=':
      return numeric ? a !== b : text(value) !== text(compareTo);
    default:
      return false;
  }
}

/** Whether one rule is met by the compared option's answer; an unanswered option meets nothing. */
export function evaluateRule(
  rule: Pick<LogicRule, 'operator_type' | 'compare_to'>,
  answer: OptionAnswer,
): boolean {
  if (!isAnswered(answer)) return false;
  const op = rule.operator_type;
  const compareTo = String(rule.compare_to ?? '');
  if (Array.isArray(answer)) {
    const given = answer.filter((a) => a.trim() !== '');
    return op === '!='
      ? given.every((a) => meets(op, a, compareTo))
      : given.some((a) => meets(op, a, compareTo));
  }
  if (typeof answer === 'boolean') {
    return meets(op, answer ? 'Yes' : 'No', compareTo);
  }
  if (typeof answer === 'object' || answer === null || answer === undefined) {
    return false;
  }
  return meets(op, answer, compareTo);
}

/** The operators the builder offers when comparing `option`. */
export const operatorsFor = (option: Pick<ServiceOption, 'tag'>) =>
  option.tag === 'n' ? NUMBER_OPERATORS : CHOICE_OPERATORS;

/** Options a logic of option `selfId` may compare: kinds d, rb, ssi, sst, n, in sequence order. */
export function compareFieldOptions<
  T extends Pick<ServiceOption, 'id' | 'tag' | 'sequence'>,
>(options: T[], selfId: number): T[] {
  return options
    .filter(
      (o) => o.id !== selfId && (COMPARABLE_TAGS as string[]).includes(o.tag),
    )
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** "Can't have multiple {value}" when two rules pick the same choice of the same option, else null. */
export function duplicateChoiceError(
  rules: Pick<LogicRule, 'compare_option_field' | 'compare_to'>[],
): string | null {
  const seen = new Set<string>();
  for (const rule of rules) {
    const value = String(rule.compare_to ?? '').trim();
    if (!value || rule.compare_option_field === null) continue;
    const key = `${rule.compare_option_field}\u0000${value.toLowerCase()}`;
    if (seen.has(key)) return duplicateChoiceMessage(value);
    seen.add(key);
  }
  return null;
}
