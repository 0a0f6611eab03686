import { Form as FormikFormElement, useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { Alert, Form } from 'shared/ui/antd/core';
import { isNoAnswer } from './saveFailure';
import { SaveRetry } from './SaveRetry';
import { FormStatusScope, useFormStatusClaims } from './statusScope';
import { useFocusFirstError } from './useFocusFirstError';

/** Props of {@link FormikForm}. */
export interface FormikFormProps {
  /** the form's accessible name */
  label: string;
  children: ReactNode;
}

/**
 * The `<form>` of a Formik form laid out by antd (vertical), with the Formik `status` string
 * (e.g. what `applyApiErrors` returned) shown as an error alert (`role="alert"`) above the fields,
 * unless the form's save bar shows it (a bar inside the form, or beside it in a FormStatusScope,
 * claims the status). When the request got no answer the alert offers Retry,
 * which submits what was typed again, and takes focus. A failed submit with field errors moves
 * focus to the first invalid field.
 */
export function FormikForm(props: FormikFormProps) {
  // A scope of the form's own unless the page opened one around the form and its bar.
  return useFormStatusClaims() ? (
    <FormikFormInScope {...props} />
  ) : (
    <FormStatusScope>
      <FormikFormInScope {...props} />
    </FormStatusScope>
  );
}

function FormikFormInScope({ label, children }: FormikFormProps) {
  const { status, setStatus } = useFormikContext();
  const claims = useFormStatusClaims();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const shown =
    typeof status === 'string' && status && !claims?.isClaimed(setStatus)
      ? status
      : '';
  const canRetry = isNoAnswer(shown);
  return (
    <FormikFormElement ref={formRef} noValidate aria-label={label}>
      <Form layout="vertical" component={false}>
        {shown && (
          <Alert
            type="error"
            role="alert"
            showIcon
            title={shown}
            action={canRetry ? <SaveRetry /> : undefined}
            style={{ marginBottom: 16 }}
          />
        )}
        {children}
      </Form>
    </FormikFormElement>
  );
}
