import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { AntdTheme } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useTenant } from 'shared/tenant';
import { registerCustomer } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NameFields } from '../components/NameFields';
import { useCompleteSignIn, useGuestCartId, useReturnPath } from '../hooks';
import { registerSchema, type RegisterValues } from '../schema';
import { MY_ORDERS_PATH } from './LoginPage';
import '../account.css';

const INITIAL: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** `/create-account`: a customer account in this store, signed in at once (the guest cart moves in). */
export function CreateAccountPage() {
  const navigate = useNavigate();
  const { storeId } = useTenant();
  const cartId = useGuestCartId();
  const complete = useCompleteSignIn();
  const returnPath = useReturnPath(MY_ORDERS_PATH);

  const handleSubmit = async (
    values: RegisterValues,
    helpers: FormikHelpers<RegisterValues>,
  ) => {
    helpers.setStatus(undefined);
    const {
      confirm_password: _confirm,
      phone,
      ...fields
    } = registerSchema.cast(values);
    try {
      const response = await registerCustomer({
        ...fields,
        store_id: storeId ?? 1,
        ...(phone ? { phone } : {}),
        ...(cartId ? { cart_id: cartId } : {}),
      });
      await complete(response);
      navigate(returnPath, { replace: true });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };

  return (
    <AntdTheme>
      <AuthCard title="Create an account">
        <Formik
          initialValues={INITIAL}
          validationSchema={registerSchema}
          onSubmit={handleSubmit}
        >
          <FormikForm label="Create an account">
            <NameFields />
            <FormikInput
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <FormikInput name="phone" label="Phone" autoComplete="tel" />
            <FormikInput
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              help="At least 8 characters with a letter and a digit."
              required
            />
            <FormikInput
              name="confirm_password"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
            />
            <FormikSubmit block>Create account</FormikSubmit>
          </FormikForm>
        </Formik>
        <p className="sf-auth__links">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CreateAccountPage;
