import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared/router';
import { Alert, Button } from 'shared/ui/antd';
import { AccessCard } from 'shared/ui/access';
import { useSignIn } from 'shared/session';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { confirmSignup, signUp } from './api';
import { signupSchema, type SignupValues } from './schema';
import { errorWords } from '../../i18n/t';

const EMPTY: SignupValues = {
  vendor_name: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
};

/** /signup: a new workshop's owner signs up; the account is made from the mailed link. */
export function SignupPage() {
  const base = useBasePath();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(
    null,
  );
  const handleSubmit = async (
    values: SignupValues,
    helpers: FormikHelpers<SignupValues>,
  ) => {
    helpers.setStatus(undefined);
    const body = signupSchema.cast(values);
    try {
      const answer = await signUp(body);
      setSent({ message: answer.message, email: body.email });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <AccessCard title="Sign up your workshop">
      {sent ? (
        <>
          <Alert type="success" showIcon role="status" title={sent.message} />
          <p>
            We sent it to <strong>{sent.email}</strong>. The link works once and
            expires in 24 hours.
          </p>
        </>
      ) : (
        <>
          <p>
            Stores send you repair jobs, you work them and get paid. It takes
            three short steps after this one: a plan, your address and where
            payouts go.
          </p>
          <Formik
            initialValues={EMPTY}
            validationSchema={signupSchema}
            onSubmit={handleSubmit}
          >
            <FormikForm label="Sign up your workshop">
              <FormikInput
                name="vendor_name"
                label="Workshop name"
                autoComplete="organization"
                required
              />
              <FormikInput
                name="first_name"
                label="First name"
                autoComplete="given-name"
                required
              />
              <FormikInput
                name="last_name"
                label="Last name"
                autoComplete="family-name"
                required
              />
              <FormikInput
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                required
              />
              <FormikInput
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                help="Use at least 8 characters with a letter and a digit."
                required
              />
              <FormikSubmit block>Sign up</FormikSubmit>
            </FormikForm>
          </Formik>
        </>
      )}
      <p>
        Already have an account?{' '}
        <Link to={vendorPortalPaths.login(base)}>Log in</Link>
      </p>
    </AccessCard>
  );
}

const INVALID =
  'This sign-up link is invalid or has expired. Sign up again to get a new one.';

/** /create-account?token=…: the mailed link; one click creates the workshop and logs its owner in. */
export function CreateAccountPage() {
  const base = useBasePath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : INVALID);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      signIn(await confirmSignup(token));
      navigate(`${base}/welcome`, { replace: true });
    } catch (failure) {
      setError(errorWords(failure) ?? INVALID);
      setBusy(false);
    }
  };
  return (
    <AccessCard title="Finish creating your account">
      {error ? (
        <>
          <Alert type="error" showIcon role="alert" title={error} />
          <p>
            <Link to={`${base}/signup`}>Sign up again</Link>
          </p>
        </>
      ) : (
        <>
          <p>One click and your workshop&apos;s account is ready.</p>
          <Button type="primary" block loading={busy} onClick={create}>
            Create my workshop account
          </Button>
        </>
      )}
    </AccessCard>
  );
}
