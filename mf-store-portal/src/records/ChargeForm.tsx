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
import { useStorePortalT } from '../i18n/t';

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
  const t = useStorePortalT();
  const [done, setDone] = useState<string | null>(null);
  const extra = kind === 'extra';
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
            t(
              extra
                ? 'recordForms.extraRequested'
                : 'recordForms.additionalRequested',
              { amount: charge.amount },
            ),
          );
          onRequested();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm
        label={t(
          extra ? 'recordForms.requestExtra' : 'recordForms.requestAdditional',
        )}
      >
        {done && <Banner type="success" title={done} />}
        <FormikMoneyInput
          name="amount"
          id={`${kind}-charge-amount`}
          label={t('recordForms.amount')}
          required
        />
        <FormikInput name="reason" label={t('recordForms.reason')} required />
        <FormikSubmit>{t('recordForms.requestCharge')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
