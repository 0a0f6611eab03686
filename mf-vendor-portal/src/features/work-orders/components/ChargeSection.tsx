import { Formik } from 'formik';
import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { formatApiAmount } from 'shared/i18n';
import { canChargeWorkOrder } from 'shared/workflow';
import {
  applyApiErrors,
  FormikForm,
  FormikMoneyInput,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { chargeSchema } from 'shared/validation';
import { requestCharge } from '../../../records/workOrderApi';
import { useVendorT } from '../../../i18n/t';

/** Props of ChargeSection. */
export interface ChargeSectionProps {
  workOrder: WorkOrder;
  write: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** The extra charges asked on this work order, and the form to ask for one. */
export function ChargeSection({ workOrder, write }: ChargeSectionProps) {
  const t = useVendorT();
  return (
    <section className="vp-card" aria-labelledby="wo-charges">
      <h2 id="wo-charges">{t('parts.charges.title')}</h2>
      {workOrder.charges.length === 0 ? (
        <p>{t('parts.charges.none')}</p>
      ) : (
        <ul className="vp-list" style={{ marginBottom: 12 }}>
          {workOrder.charges.map((charge) => (
            <li key={charge.id}>
              <strong>{formatApiAmount(charge.amount)}</strong> ·{' '}
              {charge.reason} ·{' '}
              {t(
                charge.requested_by === 'vendor'
                  ? 'parts.charges.byVendor'
                  : 'parts.charges.byStore',
              )}{' '}
              ·{' '}
              {t(
                charge.status === 'paid'
                  ? 'parts.charges.paid'
                  : 'parts.charges.notPaid',
              )}{' '}
              · {formatDate(charge.created_on)}
            </li>
          ))}
        </ul>
      )}
      {/* Offered only while the api would take it: an open work order of an order not cancelled. */}
      {canChargeWorkOrder(workOrder.status, workOrder.sales_order.status) && (
        <Formik
          initialValues={{ amount: '', reason: '' }}
          validationSchema={chargeSchema()}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const ok = await write(() =>
                requestCharge(workOrder.id, {
                  amount: values.amount.trim(),
                  reason: values.reason.trim(),
                }),
              );
              if (ok) helpers.resetForm();
            } catch (error) {
              helpers.setStatus(applyApiErrors(error, helpers));
            }
          }}
        >
          <FormikForm label={t('parts.charges.form')}>
            <FormikMoneyInput
              name="amount"
              label={t('parts.charges.amount')}
              prefix="$"
              required
            />
            <FormikTextArea
              name="reason"
              label={t('parts.charges.reason')}
              required
              rows={2}
              maxLength={500}
            />
            <div className="vp-actions">
              <FormikSubmit>{t('parts.charges.submit')}</FormikSubmit>
            </div>
          </FormikForm>
        </Formik>
      )}
    </section>
  );
}
