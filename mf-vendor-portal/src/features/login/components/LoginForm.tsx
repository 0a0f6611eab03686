import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Alert, Button, Form } from 'shared/ui/antd';
import { initialLoginValues, loginSchema, type LoginValues } from '../schema';
import { TextField } from './TextField';

export interface LoginFormProps {
  onSubmit: (
    values: LoginValues,
    helpers: FormikHelpers<LoginValues>,
  ) => Promise<void>;
}

/** Email + password form; a failed attempt keeps the values and shows the server's message. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  return (
    <Formik
      initialValues={initialLoginValues}
      validationSchema={loginSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <FormikForm noValidate aria-label="Log in">
          <Form layout="vertical" component={false}>
            {typeof status === 'string' && status && (
              <Alert
                type="error"
                showIcon
                title={status}
                style={{ marginBottom: 16 }}
              />
            )}
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={isSubmitting}
            >
              Log in
            </Button>
          </Form>
        </FormikForm>
      )}
    </Formik>
  );
}
