import { Formik } from 'formik';
import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { canChargeWorkOrder, chargeAsker } from 'shared/workflow';
import {
  applyApiErrors,
  FormikForm,
  FormikMoneyInput,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { chargeSchema } from 'shared/validation';
import { requestCharge } from '../../../records/workOrderApi';

/** Props of ChargeSection. */
export interface ChargeSectionProps {
  workOrder: WorkOrder;
  write: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** The extra charges asked on this work order, and the form to ask for one. */
export function ChargeSection({ workOrder, write }: ChargeSectionProps) {
  return (
    <section className="vp-card" aria-labelledby="wo-charges">
      <h2 id="wo-charges">Extra charges</h2>
      {workOrder.charges.length === 0 ? (
        <p>No extra charge asked yet.</p>
      ) : (
        <ul className="vp-list" style={{ marginBottom: 12 }}>
          {workOrder.charges.map((charge) => (
            <li key={charge.id}>
              <strong>${charge.amount}</strong> · {charge.reason} ·{' '}
              {chargeAsker(charge.requested_by)} ·{' '}
              {charge.status === 'paid' ? 'Paid' : 'Not paid yet'} ·{' '}
              {formatDate(charge.created_on)}
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
          <FormikForm label="Request an extra charge">
            <FormikMoneyInput
              name="amount"
              label="Amount"
              prefix="$"
              required
            />
            <FormikTextArea
              name="reason"
              label="Reason"
              required
              rows={2}
              maxLength={500}
            />
            <div className="vp-actions">
              <FormikSubmit>Request extra charge</FormikSubmit>
            </div>
          </FormikForm>
        </Formik>
      )}
    </section>
  );
}
