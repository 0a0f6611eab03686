import type { FormikHelpers } from 'formik';
import { useT } from 'shared/i18n';
import { FormikInput } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';
import { CARD_MESSAGES } from './catalogue';

const required = () => yup.string().trim().required(MESSAGES.required);

/** The card form's rules (the payment provider checks the number itself). */
export const cardSchema = yup.object({
  name: required(),
  number: required(),
  expiry: required().matches(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MESSAGES.expiry),
  cvc: required().matches(/^\d{3,4}$/, CARD_MESSAGES.cvc),
});
export type CardValues = yup.InferType<typeof cardSchema>;

/** The card's four fields (Formik names of CardValues). */
export function CardFields() {
  const t = useT('cardForm');
  return (
    <>
      <FormikInput
        name="name"
        label={t('name')}
        required
        autoComplete="cc-name"
      />
      <FormikInput
        name="number"
        label={t('number')}
        required
        autoComplete="cc-number"
      />
      <FormikInput
        name="expiry"
        label={t('expiry')}
        required
        autoComplete="cc-exp"
      />
      <FormikInput name="cvc" label={t('cvc')} required autoComplete="cc-csc" />
    </>
  );
}

/** The card as the api takes it. */
export function cardOf(values: CardValues) {
  const [month, year] = values.expiry.split('/');
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc: values.cvc.trim(),
  };
}

export const EMPTY_CARD: CardValues = {
  name: '',
  number: '',
  expiry: '',
  cvc: '',
};

/**
 * Formik helpers whose setErrors puts the api's card errors (`card.number`) on the card form's own
 * fields (`number`), so a declined card is told beside the card number.
 */
export function withCardErrors<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setErrors'>,
): Pick<FormikHelpers<Values>, 'setErrors'> {
  return {
    // applyApiErrors nests a dotted key (`{ card: { number } }`); a flat `card.number` is read too.
    setErrors: (errors) => {
      const { card, ...others } = errors as Record<string, unknown>;
      const isNested = card !== null && typeof card === 'object';
      const nested = isNested ? (card as Record<string, unknown>) : {};
      const rest =
        isNested || card === undefined ? others : { card, ...others };
      helpers.setErrors({
        ...Object.fromEntries(
          Object.entries(rest).map(([key, value]) => [
            key.replace(/^card\./, ''),
            value,
          ]),
        ),
        ...nested,
      } as typeof errors);
    },
  };
}
