import { FormikInput } from 'shared/ui/form';
import type { CardValues } from '../schema';

/** The card's four fields (Formik names of CardValues). */
export function CardFields() {
  return (
    <>
      <FormikInput
        name="name"
        label="Name on card"
        required
        autoComplete="cc-name"
      />
      <FormikInput
        name="number"
        label="Card number"
        required
        autoComplete="cc-number"
      />
      <FormikInput
        name="expiry"
        label="Expiry (MM/YY)"
        required
        autoComplete="cc-exp"
      />
      <FormikInput
        name="cvc"
        label="Security code"
        required
        autoComplete="cc-csc"
      />
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
