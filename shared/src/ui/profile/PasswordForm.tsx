import { Formik } from 'formik';
import { useState } from 'react';
import { Banner } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { changePassword } from './api';
import { passwordSchema, type PasswordValues } from './schema';

const EMPTY: PasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** A password change; the current password is required. Other logins of the user end. */
export function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Formik<PasswordValues>
      initialValues={EMPTY}
      validationSchema={passwordSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setDone(null);
        try {
          const { message } = await changePassword({
            current_password: values.current_password,
            new_password: values.new_password,
          });
          helpers.resetForm();
          setDone(message);
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label="Change password">
        {done && <Banner type="success" title={done} />}
        <FormikInput
          name="current_password"
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
        />
        <FormikInput
          name="new_password"
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          help="At least 8 characters with a letter and a digit."
        />
        <FormikInput
          name="confirm_password"
          label="Confirm new password"
          type="password"
          required
          autoComplete="new-password"
        />
        <FormikSubmit>Change password</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
