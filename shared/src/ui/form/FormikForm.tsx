import { Form as FormikFormElement, useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { Alert, Form } from 'shared/ui/antd/core';
import { useFocusFirstError } from './useFocusFirstError';

/** Props of {@link FormikForm}. */
export interface FormikFormProps {
  /** the form's accessible name */
  label: string;
  children: ReactNode;
}

/**
 * The `<form>` of a Formik form laid out by antd (vertical), with the Formik `status` string
 * (e.g. what `applyApiErrors` returned) shown as an error alert (`role="alert"`) above the fields.
 * A failed submit moves focus to the first invalid field.
 */
export function FormikForm({ label, children }: FormikFormProps) {
  const { status } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  return (
    <FormikFormElement ref={formRef} noValidate aria-label={label}>
      <Form layout="vertical" component={false}>
        {typeof status === 'string' && status && (
          <Alert
            type="error"
            role="alert"
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
