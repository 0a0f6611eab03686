import { Formik } from 'formik';
import { useNavigate, useSearchParams } from 'shared/router';
import type { VendorSalesOrderInput } from 'shared/contracts/vendorSales';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useVendorT } from '../../i18n/t';
import { createEstimate, createSalesOrder } from '../../records/salesApi';
import { CustomerPicker } from './components/CustomerPicker';
import { LinesField } from '../../components/LinesField';
import { EMPTY_LINE, nestedErrors, toLineInputs } from '../../components/lines';
import { newOrderSchema, type NewOrderValues } from './schema';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const INITIAL: NewOrderValues = {
  customer_mode: 'existing',
  customer_id: '',
  customer: { first_name: '', last_name: '', email: '', phone: '' },
  lines: [{ ...EMPTY_LINE }],
  notes: '',
};

/** What the form's values send (shared/contracts/vendorSales's VendorSalesOrderInput). */
export function toOrderInput(values: NewOrderValues): VendorSalesOrderInput {
  const { customer } = values;
  return {
    ...(values.customer_mode === 'existing'
      ? { customer_id: Number(values.customer_id) }
      : {
          customer: {
            first_name: customer.first_name.trim(),
            last_name: customer.last_name.trim(),
            email: customer.email.trim(),
            phone: customer.phone.trim(),
          },
        }),
    lines: toLineInputs(values.lines),
    notes: values.notes.trim(),
  };
}

/**
 * A new order for one of the vendor's own customers (/portal/sales-order/create); with
 * `?kind=estimate` the same form makes an estimate (the spec has no page of its own for that).
 */
export function NewSalesOrderPage() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isEstimate = params.get('kind') === 'estimate';
  const t = useVendorT();
  const title = t(
    isEstimate ? 'forms.newOrder.titleEstimate' : 'forms.newOrder.title',
  );
  return (
    <div className="vp-page vp-stack">
      <h1>{title}</h1>
      <Formik<NewOrderValues>
        initialValues={INITIAL}
        validationSchema={newOrderSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const input = toOrderInput(values);
            navigate(
              isEstimate
                ? vendorPortalPaths.estimate(
                    basePath,
                    (await createEstimate(input)).id,
                  )
                : vendorPortalPaths.salesOrder(
                    basePath,
                    (await createSalesOrder(input)).id,
                  ),
            );
          } catch (error) {
            helpers.setStatus(
              applyApiErrors(error, {
                setErrors: (flat) =>
                  helpers.setErrors(
                    nestedErrors<NewOrderValues>(
                      flat as Record<string, string>,
                    ),
                  ),
              }),
            );
          }
        }}
      >
        <FormikForm label={title}>
          <div className="vp-stack">
            <CustomerPicker />
            <LinesField />
            <FormikTextArea
              name="notes"
              label={t('forms.newOrder.notes')}
              rows={3}
              maxLength={4000}
            />
            <div className="vp-actions">
              <FormikSubmit>
                {t(
                  isEstimate
                    ? 'forms.newOrder.createEstimate'
                    : 'forms.newOrder.create',
                )}
              </FormikSubmit>
            </div>
          </div>
        </FormikForm>
      </Formik>
    </div>
  );
}
