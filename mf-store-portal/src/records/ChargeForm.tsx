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
import { chargeSchema, type ChargeValues } from 'shared/validation';

/** Props of ChargeForm. */
export interface ChargeFormProps {
  /** 'additional' on the sales order, 'extra' on a work order (the vendor's work) */
  kind: 'additional' | 'extra';
  /** sends the charge (the api's 400 field errors show at their fields) */
  request: (charge: ChargeValues) => Promise<{ amount: string }>;
  onRequested: () => void;
}

/** The store asks the customer for a charge (they get a mail with a payment link). */
export function ChargeForm({ kind, request, onRequested }: ChargeFormProps) {
  const [done, setDone] = useState<string | null>(null);
  const noun = `${kind === 'extra' ? 'an extra' : 'an additional'} charge`;
  return (
    <Formik<ChargeValues>
      initialValues={{ amount: '', reason: '' }}
      validationSchema={chargeSchema()}
      onSubmit={async (values, helpers) => {
        setDone(null);
        try {
          const charge = await request({
            amount: values.amount.trim(),
            reason: values.reason.trim(),
          });
          helpers.resetForm();
          setDone(
            `${noun[0]!.toUpperCase()}${noun.slice(1)} of $${charge.amount} was requested.`,
          );
          onRequested();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label={`Request ${noun}`}>
        {done && <Banner type="success" title={done} />}
        <FormikMoneyInput
          name="amount"
          id={`${kind}-charge-amount`}
          label="Amount ($)"
          required
        />
        <FormikInput name="reason" label="Reason" required />
        <FormikSubmit>Request charge</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
