import { setIn, type FormikErrors } from 'formik';
import type { VendorLine, VendorLineInput } from 'shared/contracts/vendorSales';
import { moneySchema, MESSAGES, yup } from 'shared/validation';

// The lines of the vendor's own orders and estimates as typed (the new-order form and the edit),
// with the same rules the api checks again (shared/contracts/vendorSales's VendorLineInput).

/** A line as typed: what, how many, at what price each. */
export interface LineValues {
  description: string;
  quantity: string;
  unit_price: string;
}

export const EMPTY_LINE: LineValues = {
  description: '',
  quantity: '1',
  unit_price: '',
};

/** A line as typed: what, how many, at what price each (the money rule). */
export const lineSchema = yup.object({
  description: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(200, 'Please keep the description under 200 characters.'),
  quantity: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d{1,3}$/, 'Enter a whole number from 1 to 999.')
    .test(
      'positive',
      'Enter a whole number from 1 to 999.',
      (v) => !v || Number(v) >= 1,
    ),
  unit_price: moneySchema().required(MESSAGES.required),
});

export const linesSchema = yup
  .array()
  .of(lineSchema)
  .min(1, 'Add at least one line.');

/** The typed lines as the api takes them. */
export const toLineInputs = (lines: LineValues[]): VendorLineInput[] =>
  lines.map((line) => ({
    description: line.description.trim(),
    quantity: Number(line.quantity),
    unit_price: line.unit_price.trim(),
  }));

/** A record's lines as the form types them. */
export const toLineValues = (lines: VendorLine[]): LineValues[] =>
  lines.map((line) => ({
    description: line.description,
    quantity: String(line.quantity),
    unit_price: line.unit_price,
  }));

/** The api's flat field errors ('lines.0.unit_price') as Formik's nested ones. */
export const nestedErrors = <V>(flat: Record<string, string>) =>
  Object.entries(flat).reduce<FormikErrors<V>>(
    (errors, [path, message]) =>
      setIn(errors, path, message) as FormikErrors<V>,
    {},
  );
