import { SCRIPT_URL_MAX_LENGTH } from 'shared/csp';
import { scriptUrlSchema, yup } from 'shared/validation';
import { BILLING_MESSAGES } from 'shared/contracts/billing';

// The integrations page's forms: a carrier account, the store's script addresses.

const REQUIRED = 'This field is required.';

export const carrierSchema = yup.object({
  carrier: yup.string().required(REQUIRED).oneOf(['1', '2', '3'], REQUIRED),
  account_number: yup
    .string()
    .trim()
    .required(REQUIRED)
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .matches(/^[A-Za-z0-9]{5,30}$/, BILLING_MESSAGES.accountNumber),
});
export type CarrierValues = yup.InferType<typeof carrierSchema>;

const scriptField = () =>
  scriptUrlSchema().max(
    SCRIPT_URL_MAX_LENGTH,
    `Please keep the address under ${SCRIPT_URL_MAX_LENGTH} characters.`,
  );

export const scriptsSchema = yup.object({
  ada_script: scriptField(),
  google_analytics_script: scriptField(),
  google_tag_script: scriptField(),
});
export type ScriptsValues = yup.InferType<typeof scriptsSchema>;
