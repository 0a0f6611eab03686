// The pieces of the portals' set-up steps (a new store's and a new vendor's): the
// page's layout (onboarding.css: .onboarding, .onboarding__progress, __choices, __actions), radio
// and checkbox choices bound to Formik, and the card fields of a plan's first payment.
import './onboarding.css';

export { ChoiceField } from './ChoiceField';
export type { Choice, ChoiceFieldProps } from './ChoiceField';
export {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  withCardErrors,
} from './CardFields';
export type { CardValues } from './CardFields';
