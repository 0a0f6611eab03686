import { Form as FormikFormElement, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Alert, Form } from 'shared/ui/antd';

/** Props of {@link FormikForm}. */
export interface FormikFormProps {
  /** the form's accessible name */
  label: string;
  children: ReactNode;
}

/**
 * The `<form>` of a Formik form laid out by antd (vertical), with the Formik `status` string
 * (e.g. what `applyApiErrors` returned) shown as an error alert above the fields.
 */
export function FormikForm({ label, children }: FormikFormProps) {
  const { status } = useFormikContext();
  return (
    <FormikFormElement noValidate aria-label={label}>
      <Form layout="vertical" component={false}>
        {typeof status === 'string' && status && (
          <Alert
            type="error"
            showIcon
            title={status}
            style={{ marginBottom: 16 }}
          />
        )}
        {children}
      </Form>
    </FormikFormElement>
  );
}
