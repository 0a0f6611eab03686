import { Formik } from 'formik';
import { useMemo } from 'react';
import { Link, useNavigate } from 'shared/router';
import { isApiError } from 'shared/api';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import type { BillableWorkOrder } from 'shared/contracts/vendorInvoices';
import { FormikForm, FormikSubmit, FormikTextArea } from 'shared/ui/form';
import { useBasePath } from '../../../basePath';
import { errorWords, useVendorT } from '../../../i18n/t';
import { createInvoice } from '../api';
import { useRefreshInvoices } from '../hooks';
import { invoicePaths } from '../paths';
import {
  initialValues,
  newInvoiceSchema,
  NOTE_MAX_LENGTH,
  toFormErrors,
  toInput,
  type NewInvoiceValues,
} from '../schema';
import { BillableRows } from './BillableRows';
import { BillItemRows } from './BillItemRows';
import { DueDateField } from './DueDateField';
import { InvoiceTotal } from './InvoiceTotal';

const NO_BILL_ITEMS: BillItem[] = [];

/** Props of NewInvoiceForm. */
export interface NewInvoiceFormProps {
  storeId: number;
  storeName: string;
  /** the store's done work orders not yet billed */
  billable: BillableWorkOrder[];
  /** the store's bill items waiting to be invoiced (with billable: at least one of either) */
  billItems?: BillItem[];
  /** the owner's payment terms: the due date starts that many days from today */
  termsDays: number;
}

/**
 * The new invoice for one store: its done work orders and bill items to choose, the work orders'
 * amounts, the due date and a note.
 */
export function NewInvoiceForm({
  storeId,
  storeName,
  billable,
  billItems = NO_BILL_ITEMS,
  termsDays,
}: NewInvoiceFormProps) {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const refresh = useRefreshInvoices();
  const t = useVendorT();
  const label = t('invoice.new.titleFor', { store: storeName });
  const initial = useMemo(
    () => initialValues(billable, termsDays, billItems),
    [billable, termsDays, billItems],
  );
  return (
    <Formik<NewInvoiceValues>
      initialValues={initial}
      validationSchema={newInvoiceSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const { input, ...sent } = toInput(storeId, values);
        try {
          const invoice = await createInvoice(input);
          void refresh();
          navigate(invoicePaths.invoice(basePath, invoice.id), {
            state: { created: true },
          });
        } catch (error) {
          // What was typed stays; each refusal shows on the row or field it is about.
          if (isApiError(error))
            helpers.setErrors(toFormErrors(error.fieldErrors, sent));
          helpers.setStatus(errorWords(error) ?? t('invoice.new.failed'));
        }
      }}
    >
      <FormikForm label={label}>
        <div className="vp-stack">
          {billable.length > 0 && <BillableRows />}
          {billItems.length > 0 && <BillItemRows />}
          <InvoiceTotal />
          <section className="vp-card" aria-labelledby="inv-terms">
            <h2 id="inv-terms">{t('invoice.new.terms')}</h2>
            <DueDateField
              help={t('invoice.new.termsDays', { count: termsDays })}
            />
            <FormikTextArea
              name="note"
              label={t('invoice.new.noteLabel')}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
            />
          </section>
          <div className="vp-actions">
            <FormikSubmit>{t('invoice.new.create')}</FormikSubmit>
            <Link className="vs-link-button" to={invoicePaths.list(basePath)}>
              {t('invoice.cancel')}
            </Link>
          </div>
        </div>
      </FormikForm>
    </Formik>
  );
}
