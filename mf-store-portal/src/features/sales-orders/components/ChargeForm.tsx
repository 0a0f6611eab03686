import { Formik, useField } from 'formik';
import { useState } from 'react';
import { Banner } from 'shared/ui';
import { Form, Input } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { isMoneyInput } from 'shared/validation';
import { requestCharge } from '../api';
import { chargeSchema, type ChargeValues } from '../schema';

export interface ChargeFormProps {
  orderId: number;
  onRequested: () => void;
}

/** The amount, filtered as typed: digits with at most 2 decimals, 15 characters, no minus sign. */
function AmountField() {
  const [field, meta, helpers] = useField<string>('amount');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Form.Item
      label="Amount ($)"
      htmlFor="charge-amount"
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="charge-amount-error">{error}</span>}
    >
      <Input
        id="charge-amount"
        name="amount"
        inputMode="decimal"
        value={field.value}
        onBlur={field.onBlur}
        onChange={(e) => {
          if (isMoneyInput(e.target.value))
            void helpers.setValue(e.target.value);
        }}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'charge-amount-error' : undefined}
      />
    </Form.Item>
  );
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
        <AmountField />
        <FormikInput name="reason" label="Reason" required />
        <FormikSubmit>Request charge</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
