import { Formik, type FormikHelpers } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import type { CardDetails, PaymentConfig } from '../api';
import {
  cardDigits,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../cardChecks';
import { cardSchema, EMPTY_CARD, type CardValues } from '../schema';
import { FormattedInput } from './FormattedInput';
import { TestCardsNote } from './TestCardsNote';
import { localisedValidate } from '../../../i18n/validate';
import { useStorefrontT } from '../../../i18n/t';

export interface CardFormProps {
  /** e.g. 'Pay $12.50' */
  submitLabel: string;
  testCards: PaymentConfig['test_cards'];
  /** pays; rejects with the api's error, which the form shows while keeping what was typed */
  onPay: (
    card: CardDetails,
    helpers: FormikHelpers<CardValues>,
  ) => Promise<void>;
}

const formatCvc = (value: string) => cardDigits(value).slice(0, 4);

const toCard = (values: CardValues): CardDetails => {
  const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return {
    number: cardDigits(values.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
};

const validateCard = localisedValidate<CardValues>(cardSchema);

/** The test provider's card form: checked here with the api's messages; the api decides. */
export function CardForm({ submitLabel, testCards, onPay }: CardFormProps) {
  const t = useStorefrontT();
  return (
    <Formik
      initialValues={EMPTY_CARD}
      validate={validateCard}
      onSubmit={(values, helpers) => onPay(toCard(values), helpers)}
    >
      <FormikForm label={t('orders.cardDetails')}>
        <FormikInput
          name="name"
          label={t('orders.nameOnCard')}
          required
          autoComplete="cc-name"
        />
        <FormattedInput
          name="number"
          label={t('orders.cardNumber')}
          format={formatCardNumber}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
        />
        <div className="co-grid">
          <FormattedInput
            name="expiry"
            label={t('orders.expiry')}
            format={formatExpiry}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
          <FormattedInput
            name="cvc"
            label={t('orders.cvc')}
            format={formatCvc}
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </div>
        <FormikSubmit block>{submitLabel}</FormikSubmit>
        <TestCardsNote cards={testCards} />
      </FormikForm>
    </Formik>
  );
}
