import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { isApiError } from 'shared/api';
import type { BillItems } from 'shared/contracts/billing';
import type { OnboardingState } from 'shared/contracts/onboarding';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  type CardValues,
  withCardErrors,
} from 'shared/ui/onboarding';
import { amountDue, LocationsQuote } from '../../../components/LocationsQuote';
import { saveOnboardingStep } from '../api';

const COUNT_RULE = 'Please enter a whole number from 1 to 100.';
const COUNT_PATTERN = /^(100|[1-9]\d?)$/;
const schema = cardSchema.shape({
  count: yup
    .string()
    .trim()
    .required(COUNT_RULE)
    .matches(COUNT_PATTERN, COUNT_RULE),
});
type Values = CardValues & { count: string };
const INITIAL: Values = { ...EMPTY_CARD, count: '1' };

/** The count typed, or null while it is not one the store can add. */
const countOf = (value: string, max: number): number | null =>
  COUNT_PATTERN.test(value.trim()) && Number(value) <= max
    ? Number(value)
    : null;

function CountQuote({ quote }: { quote: BillItems }) {
  const { values } = useFormikContext<Values>();
  return (
    <LocationsQuote
      items={quote}
      count={countOf(values.count, quote.addable_locations)}
    />
  );
}

/** Props of ExtraLocationsForm. */
export interface ExtraLocationsFormProps {
  quote: BillItems;
  /** the new state after a payment */
  onPaid: (state: OnboardingState) => Promise<void>;
  /** the items as they are now, from a 409 answer (the price moved since the page showed it) */
  onCurrent: (items: BillItems) => Promise<unknown>;
}

/**
 * How many locations to add and the card: the quote follows the count typed, and the payment sends
 * the amount shown (the api charges exactly that, or answers 409 with the new quote).
 */
export function ExtraLocationsForm({
  quote,
  onPaid,
  onCurrent,
}: ExtraLocationsFormProps) {
  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    const count = Number(values.count.trim());
    try {
      const next = await saveOnboardingStep('post', 'extra-locations', {
        count,
        card: cardOf(values),
        expected_amount: amountDue(quote, count),
      });
      await onPaid(next);
      helpers.resetForm();
    } catch (failure) {
      const current =
        isApiError(failure) && failure.status === 409
          ? (failure.data as { current?: BillItems } | null)?.current
          : undefined;
      if (current) await onCurrent(current);
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
    }
  };
  return (
    <Formik<Values>
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={handleSubmit}
    >
      <FormikForm label="Add locations">
        <FormikInput name="count" label="Locations to add" required />
        <CountQuote quote={quote} />
        <CardFields />
        <FormikSubmit>Pay and add</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
