// What a store or a vendor pays the platform, on both portals' billing pages: the invoice list
// with its PDF buttons, the plan's facts and the card form. Importing it registers the 'billing'
// i18n namespace (en + es) and brings the styles (billing.css).
import './catalogue';
import './billing.css';

export { BILLING_CATALOGUES } from './catalogue';
export { CardForm } from './CardForm';
export type { CardFormProps } from './CardForm';
export {
  billingInvoiceColumns,
  invoiceKindText,
  invoiceStatusText,
} from './columns';
export type { BillingInvoice, InvoiceColumnsOptions } from './columns';
export { BillingFacts, cardText } from './Facts';
export type { BillingFactsProps } from './Facts';
export { BillingInvoices } from './InvoiceList';
export type { BillingInvoicesProps, InvoicesAnswer } from './InvoiceList';
