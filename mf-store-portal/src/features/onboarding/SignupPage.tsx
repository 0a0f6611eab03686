import { Formik } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { onboardingPathOf } from 'shared/contracts/onboarding';
import { useSignIn } from 'shared/session';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { signUp } from './api';
import { signupSchema, type SignupValues } from './schema';
import 'shared/ui/onboarding';

const EMPTY: SignupValues = {
  store_name: '',
  subdomain: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
};

/** /onboarding/welcome: anyone opens a store (the owner's account and the store's own address). */
export function SignupPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <section className="onboarding" aria-labelledby="signup-title">
      <h1 id="signup-title">Open your store</h1>
      <p>
        Create your account and choose your storefront&apos;s address. The
        set-up takes a few minutes; you can stop and come back at any step.
      </p>
      <Formik<SignupValues>
        initialValues={EMPTY}
        validationSchema={signupSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const response = await signUp({
              ...values,
              subdomain: values.subdomain.trim().toLowerCase(),
            });
            signIn(response);
            navigate(onboardingPathOf('store'), { replace: true });
          } catch (failure) {
            helpers.setStatus(applyApiErrors(failure, helpers));
          }
        }}
      >
        <FormikForm label="Open your store">
          <FormikInput name="store_name" label="Store name" required />
          <FormikInput
            name="subdomain"
            label="Storefront address"
            required
            help="Lower-case letters, digits and hyphens: your storefront opens at <address>.localhost."
          />
          <FormikInput
            name="first_name"
            label="First name"
            required
            autoComplete="given-name"
          />
          <FormikInput
            name="last_name"
            label="Last name"
            required
            autoComplete="family-name"
          />
          <FormikInput
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
          <FormikInput
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            help="At least 8 characters with a letter and a digit."
          />
          <FormikSubmit block>Create my store</FormikSubmit>
        </FormikForm>
      </Formik>
      <p>
        Already have a store? <Link to="/portal/login">Log in</Link>
      </p>
    </section>
  );
}
