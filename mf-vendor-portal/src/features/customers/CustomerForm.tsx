import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useVendorT } from '../../i18n/t';
import { customerSchema, type CustomerValues } from './schema';

/** Props of CustomerForm. */
export interface CustomerFormProps {
  label: string;
  initialValues: CustomerValues;
  submitText: string;
  /** sends the values; the api's 400 field errors show at their fields */
  onSubmit: (values: CustomerValues) => Promise<void>;
  children?: ReactNode;
}

/** The vendor's customer: name, email and phone, checked here and again by the api. */
export function CustomerForm({
  label,
  initialValues,
  submitText,
  onSubmit,
  children,
}: CustomerFormProps) {
  const t = useVendorT();
  const handleSubmit = async (
    values: CustomerValues,
    helpers: FormikHelpers<CustomerValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <Formik<CustomerValues>
      initialValues={initialValues}
      validationSchema={customerSchema}
      onSubmit={handleSubmit}
    >
      <FormikForm label={label}>
        <div className="vp-stack">
          <FormikInput
            name="first_name"
            label={t('forms.customer.firstName')}
            required
          />
          <FormikInput name="last_name" label={t('forms.customer.lastName')} />
          <FormikInput
            name="email"
            label={t('forms.customer.email')}
            type="email"
            required
          />
          <FormikInput name="phone" label={t('forms.customer.phone')} />
          <div className="vp-actions">
            <FormikSubmit>{submitText}</FormikSubmit>
            {children}
          </div>
        </div>
      </FormikForm>
    </Formik>
  );
}
