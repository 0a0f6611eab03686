import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { BillItems } from 'shared/contracts/billing';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  ChoiceField,
  withCardErrors,
} from 'shared/ui/onboarding';
import { amountDue, LocationsQuote } from './LocationsQuote';
import {
  countOf,
  purchaseSchema,
  purchaseValues,
  showCurrentItems,
  type PurchaseValues,
} from './locationsPurchase';
import { useStorePortalT } from '../i18n/t';

// /addbillitems and /pay-per-location sell extra locations with this one form: the count, its
// quote, the card, and the 409 PRICE.CHANGED answer (the quote moves to the api's current one and
// what was typed stays). Only the endpoint, and what follows a payment, are the page's.

/** What the form pays: the count, a new card (null: the card on file) and the amount shown. */
export interface LocationsPayment {
  count: number;
  card: ReturnType<typeof cardOf> | null;
  expected_amount: string;
}

/** The form's words. */
export interface LocationsPurchaseLabels {
  /** the form's accessible name */
  form: string;
  count: string;
  /** help under the count */
  help?: string;
}

/** Props of LocationsPurchaseForm. */
export interface LocationsPurchaseFormProps {
  /** the plan's items, whose quote prices the count typed */
  items: BillItems;
  /** sends the payment to the page's endpoint and does what follows; a rejection shows on the form */
  pay: (payment: LocationsPayment) => Promise<void>;
  /** the items as they are now, from a 409 answer (the price moved or someone changed them) */
  onCurrent: (items: BillItems) => Promise<unknown>;
  labels: LocationsPurchaseLabels;
  /** the largest count the form takes */
  max: number;
  /** offers the card on file (when the store has one) beside a new card */
  offerCardOnFile?: boolean;
  /** the api's name of the count in its field errors */
  countField?: string;
}

function CountQuote({ items }: { items: BillItems }) {
  const { values } = useFormikContext<PurchaseValues>();
  return (
    <LocationsQuote
      items={items}
      count={countOf(values.count, items.addable_locations)}
    />
  );
}

function CardChoice({ card }: { card: NonNullable<BillItems['card']> }) {
  const t = useStorePortalT();
  return (
    <ChoiceField
      name="payment"
      legend={t('onboarding.purchase.payWith')}
      type="radio"
      choices={[
        {
          value: 'on_file',
          label: t('onboarding.purchase.onFile', {
            brand: card.brand.toUpperCase(),
            last4: card.last4,
          }),
        },
        { value: 'new', label: t('onboarding.purchase.newCard') },
      ]}
    />
  );
}

/**
 * How many extra locations to add and how to pay: the quote follows the count typed, and the
 * payment names the amount shown (the api charges exactly that, or answers 409 with the new quote).
 */
export function LocationsPurchaseForm({
  items,
  pay,
  onCurrent,
  labels,
  max,
  offerCardOnFile = false,
  countField = 'count',
}: LocationsPurchaseFormProps) {
  const t = useStorePortalT();
  const handleSubmit = async (
    values: PurchaseValues,
    helpers: FormikHelpers<PurchaseValues>,
  ) => {
    helpers.setStatus(undefined);
    const count = Number(values.count.trim());
    try {
      await pay({
        count,
        card: values.payment === 'new' ? cardOf(values) : null,
        expected_amount: amountDue(items, count),
      });
      helpers.resetForm({ values: purchaseValues(items, offerCardOnFile) });
    } catch (failure) {
      await showCurrentItems(failure, onCurrent);
      // The api names the count `countField` and a new card's fields `card.<name>`.
      const cardErrors = withCardErrors(helpers);
      helpers.setStatus(
        applyApiErrors<Record<string, string>>(failure, {
          setErrors: ({ [countField]: count, ...errors }) =>
            cardErrors.setErrors({ ...errors, count }),
        }),
      );
    }
  };
  const cardOnFile = offerCardOnFile ? items.card : null;
  return (
    <Formik<PurchaseValues>
      initialValues={purchaseValues(items, offerCardOnFile)}
      validationSchema={purchaseSchema(max)}
      onSubmit={handleSubmit}
    >
      {({ values }) => (
        <FormikForm label={labels.form}>
          <FormikInput
            name="count"
            label={labels.count}
            help={labels.help}
            required
          />
          <CountQuote items={items} />
          {cardOnFile && <CardChoice card={cardOnFile} />}
          {values.payment === 'new' && <CardFields />}
          <FormikSubmit>{t('onboarding.purchase.submit')}</FormikSubmit>
        </FormikForm>
      )}
    </Formik>
  );
}
