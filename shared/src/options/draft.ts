import { validateLogicExpression } from './expression';
import { duplicateChoiceMessage } from './messages';
import { COMPARABLE_TAGS, operatorsFor } from './rules';
import { validateRuleSetup } from './ruleSetup';
import type { ServiceOption } from './types';
import { VALIDATED_TAGS } from './validationRules';

// The one check of a service document: the builder runs it as the user types and the
// api before it writes, so what one accepts the other accepts. Messages are keyed by the
// document's paths (`options.2.logics.0.rules.1.compare_to`); an empty record means it may be saved.
// The product's messages are used word for word; the rest are ours.

export const DRAFT_MESSAGES = {
  serviceName: 'Please enter the service name.',
  price: 'Please enter a valid amount with at most 2 decimals',
  label: 'Please give this option a label.',
  noChoices: 'Add at least one choice.',
  choiceName: 'Please name this choice.',
  choiceTaken: 'Each choice needs a different name.',
  compareField: 'Choose an option to compare with.',
  compareOperator: 'Choose a condition this option supports.',
  compareNumber: 'Please enter a number.',
  compareChoice: 'Choose one of the option’s choices.',
  tooFewRules: 'Add logic needs at least 2 rules.',
  ruleNumbers: 'Rules must be numbered 1, 2, 3… in order.',
  circular:
    'These options show or hide each other in a circle, so none of them could ever be shown. Remove one of the rules.',
  notValidated:
    'Validation rules apply only to size, insurance and warranty options.',
  urlParameterKind:
    'URL parameters apply only to short text, long text and number options.',
  urlIntegrationOff:
    'Turn on URL integration in the store settings to map URL parameters.',
  urlParameterFormat:
    'Use letters, digits, dashes and underscores only (at most 60).',
  parameterInUse: 'Parameter already in use',
} as const;

/** Kinds whose answer is one of the option's choices. */
export const CHOICE_TAGS = ['d', 'rb', 'sst', 'ssi', 'md'];
/** Kinds that may map a URL parameter. */
export const URL_PARAMETER_TAGS = ['st', 'lt', 'n'];

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const URL_PARAMETER = /^[A-Za-z0-9_-]{1,60}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The parts of a service document the check reads. */
export interface DraftService {
  name: string;
  price: string;
  options: readonly DraftOption[];
}

export type DraftOption = Pick<
  ServiceOption,
  'id' | 'tag' | 'label' | 'sequence' | 'values'
> &
  Partial<
    Pick<
      ServiceOption,
      | 'logics'
      | 'advance_option_meta_data'
      | 'meta_data'
      | 'allowed_url_parameter'
    >
  >;

export interface DraftContext {
  /** The store's URL integration setting: URL parameters may be mapped only when it is on. */
  urlIntegration: boolean;
  /**
   * The parameters the saved service maps, by option id. While integration is off such a mapping
   * may stay as it is (dormant until it is turned on again); only a new or changed one is refused.
   */
  savedUrlParameters?: ReadonlyMap<number, string>;
}

export type DraftErrors = Record<string, string>;

const blank = (text: string | null | undefined) => !text || !text.trim();

/** A list's messages by its own paths (`3.name`); cached per list, a 10,000-choice one is read once. */
const valueMessages = new WeakMap<DraftOption['values'], DraftErrors>();

function messagesOfValues(values: DraftOption['values']): DraftErrors {
  const cached = valueMessages.get(values);
  if (cached) return cached;
  const found: DraftErrors = {};
  const seen = new Set<string>();
  values.forEach((value, v) => {
    const name = value.name.trim().toLowerCase();
    if (!name) found[`${v}.name`] = DRAFT_MESSAGES.choiceName;
    else if (seen.has(name)) found[`${v}.name`] = DRAFT_MESSAGES.choiceTaken;
    seen.add(name);
    const cost = value.cost === null ? '' : String(value.cost);
    if (cost !== '' && !MONEY.test(cost))
      found[`${v}.cost`] = DRAFT_MESSAGES.price;
  });
  valueMessages.set(values, found);
  return found;
}

function checkValues(option: DraftOption, at: string, errors: DraftErrors) {
  if (!CHOICE_TAGS.includes(option.tag)) return;
  if (option.values.length === 0) {
    errors[`${at}.values`] = DRAFT_MESSAGES.noChoices;
    return;
  }
  for (const [path, message] of Object.entries(messagesOfValues(option.values)))
    errors[`${at}.values.${path}`] = message;
}

function checkLogic(
  option: DraftOption,
  at: string,
  byId: Map<number, DraftOption>,
  errors: DraftErrors,
) {
  const logic = option.logics?.[0];
  if (!logic) return;
  const base = `${at}.logics.0`;
  const seenChoices = new Set<string>();
  logic.rules.forEach((rule, r) => {
    const path = `${base}.rules.${r}`;
    if (rule.logic_sequence_number !== r + 1)
      errors[`${path}.logic_sequence_number`] = DRAFT_MESSAGES.ruleNumbers;
    const compared =
      rule.compare_option_field === null
        ? undefined
        : byId.get(rule.compare_option_field);
    if (
      !compared ||
      compared.id === option.id ||
      !(COMPARABLE_TAGS as string[]).includes(compared.tag)
    ) {
      errors[`${path}.compare_option_field`] = DRAFT_MESSAGES.compareField;
      return;
    }
    if (!operatorsFor(compared).includes(rule.operator_type)) {
      errors[`${path}.operator_type`] = DRAFT_MESSAGES.compareOperator;
      return;
    }
    const value = String(rule.compare_to ?? '').trim();
    if (compared.tag === 'n') {
      if (!NUMBER.test(value))
        errors[`${path}.compare_to`] = DRAFT_MESSAGES.compareNumber;
      return;
    }
    // 'contains' takes any text (part of a choice's name); 'is' and '!=' name a choice.
    const named =
      rule.operator_type === 'contains'
        ? value !== ''
        : compared.values.some(
            (v) => v.name.trim().toLowerCase() === value.toLowerCase(),
          );
    if (!named) {
      errors[`${path}.compare_to`] = DRAFT_MESSAGES.compareChoice;
      return;
    }
    const key = `${compared.id}\u0000${value.toLowerCase()}`;
    if (seenChoices.has(key))
      errors[`${path}.compare_to`] = duplicateChoiceMessage(value);
    seenChoices.add(key);
  });
  if (logic.is_logic_enable) {
    if (logic.rules.length < 2)
      errors[`${base}.is_logic_enable`] = DRAFT_MESSAGES.tooFewRules;
    else {
      const message = validateLogicExpression(
        logic.logic_rule,
        logic.rules.length,
      );
      if (message) errors[`${base}.logic_rule`] = message;
    }
  }
}

/** Options whose logic compares, directly or through others, an option whose logic compares them. */
function circularOptions(options: readonly DraftOption[]): Set<number> {
  const edges = new Map<number, number[]>();
  for (const option of options) {
    const targets = (option.logics?.[0]?.rules ?? [])
      .map((r) => r.compare_option_field)
      .filter((id): id is number => id !== null && id !== option.id);
    edges.set(option.id, targets);
  }
  const inCycle = new Set<number>();
  const state = new Map<number, 'open' | 'done'>();
  const stack: number[] = [];
  const visit = (id: number) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      stack.slice(stack.indexOf(id)).forEach((x) => inCycle.add(x));
      return;
    }
    state.set(id, 'open');
    stack.push(id);
    for (const next of edges.get(id) ?? []) if (edges.has(next)) visit(next);
    stack.pop();
    state.set(id, 'done');
  };
  for (const id of edges.keys()) visit(id);
  return inCycle;
}

function checkValidationRules(
  option: DraftOption,
  at: string,
  errors: DraftErrors,
) {
  const meta = option.advance_option_meta_data;
  if (!meta || meta.validations_rules.length === 0) return;
  if (!VALIDATED_TAGS.includes(option.tag)) {
    errors[`${at}.advance_option_meta_data`] = DRAFT_MESSAGES.notValidated;
    return;
  }
  meta.validations_rules.forEach((rule, r) => {
    const found = validateRuleSetup(rule, option);
    for (const [field, message] of Object.entries(found))
      errors[`${at}.advance_option_meta_data.validations_rules.${r}.${field}`] =
        message;
  });
}

/** Every message the document earns, by path; `{}` when it may be saved. */
export function validateServiceDraft(
  service: DraftService,
  context: DraftContext,
): DraftErrors {
  const errors: DraftErrors = {};
  if (blank(service.name)) errors.name = DRAFT_MESSAGES.serviceName;
  if (!MONEY.test(String(service.price ?? '')))
    errors.price = DRAFT_MESSAGES.price;
  const byId = new Map(service.options.map((o) => [o.id, o]));
  const parameters = new Map<string, number>();
  const circular = circularOptions(service.options);
  service.options.forEach((option, i) => {
    const at = `options.${i}`;
    if (blank(option.label.value))
      errors[`${at}.label.value`] = DRAFT_MESSAGES.label;
    checkValues(option, at, errors);
    checkLogic(option, at, byId, errors);
    if (circular.has(option.id))
      errors[`${at}.logics.0`] = DRAFT_MESSAGES.circular;
    checkValidationRules(option, at, errors);
    const parameter = option.allowed_url_parameter?.trim();
    if (parameter) {
      const path = `${at}.allowed_url_parameter`;
      const saved = context.savedUrlParameters?.get(option.id);
      if (!context.urlIntegration && saved !== parameter)
        errors[path] = DRAFT_MESSAGES.urlIntegrationOff;
      else if (!URL_PARAMETER_TAGS.includes(option.tag))
        errors[path] = DRAFT_MESSAGES.urlParameterKind;
      else if (!URL_PARAMETER.test(parameter))
        errors[path] = DRAFT_MESSAGES.urlParameterFormat;
      else if (parameters.has(parameter.toLowerCase()))
        errors[path] = DRAFT_MESSAGES.parameterInUse;
      parameters.set(parameter.toLowerCase(), i);
    }
  });
  return errors;
}
