export type {
  Answers,
  FieldsAnswer,
  Logic,
  LogicRule,
  OperatorType,
  OptionAnswer,
  OptionField,
  OptionTag,
  OptionValue,
  ServiceOption,
  ValidationRule,
} from './types';
export {
  OPTION_MESSAGES,
  duplicateChoiceMessage,
  repeatedRuleMessage,
} from './messages';
export type { LogicNode, ParsedLogic } from './expression';
export {
  LOGIC_EXPRESSION_CHARACTERS,
  evaluateLogicExpression,
  parseLogicExpression,
  validateLogicExpression,
} from './expression';
export {
  CHOICE_OPERATORS,
  COMPARABLE_TAGS,
  NUMBER_OPERATORS,
  compareFieldOptions,
  duplicateChoiceError,
  evaluateRule,
  isAnswered,
  operatorsFor,
} from './rules';
export { isOptionVisible, logicFor, visibleOptions } from './visibility';
export { evaluateFormula } from './formula';
export type { RuleContext } from './validationRules';
export {
  SIZE_FIELDS,
  VALIDATED_TAGS,
  evaluateValidationRules,
  restrictAnswer,
} from './validationRules';
export { validateRuleSetup } from './ruleSetup';
export {
  MAX_IMAGE_BITS,
  TOOLTIP_THRESHOLD,
  estimateBase64Bytes,
  isImageTooLarge,
  needsTooltip,
  truncate,
} from './text';
export {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES,
  IMAGE_TYPE_MESSAGE,
  imageProblem,
  imageRefusal,
} from './image';
export type { ImageProblem } from './image';
export type {
  DraftContext,
  DraftErrors,
  DraftOption,
  DraftService,
} from './draft';
export {
  CHOICE_TAGS,
  DRAFT_MESSAGES,
  URL_PARAMETER_TAGS,
  validateServiceDraft,
} from './draft';
export {
  deleteLogicRule,
  deleteOption,
  deleteOptionValue,
  expressionWithout,
} from './draftEdits';
