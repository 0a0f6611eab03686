import {
  DISCOUNT_MESSAGES,
  type Discount,
  type DiscountInput,
  type DiscountKind,
} from 'shared/contracts/discounts';
import { MESSAGES, yup } from 'shared/validation';

// The discount form: the same rules the api checks (shared/contracts/discounts). Optional fields
// are '' in the form and left out of the request when empty.

export interface DiscountValues {
  code: string;
  kind: DiscountKind;
  value: string;
  min_subtotal: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  once_per_customer: boolean;
  is_active: boolean;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export const discountSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^[A-Za-z0-9_-]{3,32}$/, DISCOUNT_MESSAGES.code),
  kind: yup.string().oneOf(['percent', 'fixed']).required(MESSAGES.required),
  value: yup
    .string()
    .required(MESSAGES.required)
    .test('value', function check(value) {
      const percent = this.parent.kind === 'percent';
      const n = Number(value);
      const ok =
        AMOUNT.test(value ?? '') && (percent ? n >= 1 && n <= 100 : n > 0);
      return (
        ok ||
        this.createError({
          message: percent
            ? DISCOUNT_MESSAGES.percent
            : DISCOUNT_MESSAGES.fixed,
        })
      );
    }),
  min_subtotal: yup.string().matches(AMOUNT, {
    message: DISCOUNT_MESSAGES.minSubtotal,
    excludeEmptyString: true,
  }),
  starts_on: yup.string(),
  ends_on: yup
    .string()
    .test('after', DISCOUNT_MESSAGES.dates, function check(value) {
      const starts = this.parent.starts_on as string | undefined;
      return !value || !starts || value > starts;
    }),
  usage_limit: yup.string().matches(/^[1-9]\d{0,5}$/, {
    message: 'Please enter a whole number from 1 to 999999',
    excludeEmptyString: true,
  }),
  once_per_customer: yup.boolean().required(),
  is_active: yup.boolean().required(),
});

export const valuesOf = (discount: Discount | null): DiscountValues =>
  discount
    ? {
        code: discount.code,
        kind: discount.kind,
        value: String(Number(discount.value)),
        min_subtotal: discount.min_subtotal ?? '',
        starts_on: discount.starts_on ?? '',
        ends_on: discount.ends_on ?? '',
        usage_limit:
          discount.usage_limit === null ? '' : String(discount.usage_limit),
        once_per_customer: discount.once_per_customer,
        is_active: discount.is_active,
      }
    : {
        code: '',
        kind: 'percent',
        value: '',
        min_subtotal: '',
        starts_on: '',
        ends_on: '',
        usage_limit: '',
        once_per_customer: false,
        is_active: true,
      };

/** The request body: trimmed, empty optional fields left out. */
export function inputOf(values: DiscountValues): DiscountInput {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value,
    once_per_customer: values.once_per_customer,
    is_active: values.is_active,
    ...(values.min_subtotal ? { min_subtotal: values.min_subtotal } : {}),
    ...(values.starts_on ? { starts_on: values.starts_on } : {}),
    ...(values.ends_on ? { ends_on: values.ends_on } : {}),
    ...(values.usage_limit ? { usage_limit: Number(values.usage_limit) } : {}),
  };
}
