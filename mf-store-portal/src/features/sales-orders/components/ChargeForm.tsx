import { Formik } from 'formik';
import { useState } from 'react';
import { Banner } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikMoneyInput,
  FormikSubmit,
} from 'shared/ui/form';
import { requestCharge } from '../api';
import { chargeSchema, type ChargeValues } from '../schema';

export interface ChargeFormProps {
  orderId: number;
  onRequested: () => void;
}

/** The store asks the customer for an additional charge (they get a mail with a payment link). */
export function ChargeForm({ orderId, onRequested }: ChargeFormProps) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Formik<ChargeValues>
      initialValues={{ amount: '', reason: '' }}
      validationSchema={chargeSchema}
      onSubmit={async (values, helpers) => {
        setDone(null);
        try {
          const charge = await requestCharge(orderId, {
            amount: values.amount.trim(),
            reason: values.reason.trim(),
          });
          helpers.resetForm();
          setDone(`An additional charge of $${charge.amount} was requested.`);
          onRequested();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label="Request an additional charge">
        {done && <Banner type="success" title={done} />}
        <FormikMoneyInput
          name="amount"
          id="charge-amount"
          label="Amount ($)"
          required
        />
        <FormikInput name="reason" label="Reason" required />
        <FormikSubmit>Request charge</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
