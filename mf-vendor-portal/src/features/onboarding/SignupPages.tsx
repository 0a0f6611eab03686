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
import { errorWords, useVendorT } from '../../i18n/t';

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
  const t = useVendorT();
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
    <AccessCard title={t('onboarding.signup.title')}>
      {sent ? (
        <>
          <Alert type="success" showIcon role="status" title={sent.message} />
          <p>
            {t('onboarding.signup.sentTo')}
            <strong>{sent.email}</strong>
            {t('onboarding.signup.sentAfter')}
          </p>
        </>
      ) : (
        <>
          <p>{t('onboarding.signup.intro')}</p>
          <Formik
            initialValues={EMPTY}
            validationSchema={signupSchema}
            onSubmit={handleSubmit}
          >
            <FormikForm label={t('onboarding.signup.title')}>
              <FormikInput
                name="vendor_name"
                label={t('onboarding.signup.workshopName')}
                autoComplete="organization"
                required
              />
              <FormikInput
                name="first_name"
                label={t('onboarding.signup.firstName')}
                autoComplete="given-name"
                required
              />
              <FormikInput
                name="last_name"
                label={t('onboarding.signup.lastName')}
                autoComplete="family-name"
                required
              />
              <FormikInput
                name="email"
                label={t('onboarding.signup.email')}
                type="email"
                autoComplete="email"
                required
              />
              <FormikInput
                name="password"
                label={t('onboarding.signup.password')}
                type="password"
                autoComplete="new-password"
                help={t('onboarding.signup.passwordHelp')}
                required
              />
              <FormikSubmit block>{t('onboarding.signup.submit')}</FormikSubmit>
            </FormikForm>
          </Formik>
        </>
      )}
      <p>
        {t('onboarding.signup.haveAccount')}{' '}
        <Link to={vendorPortalPaths.login(base)}>
          {t('onboarding.signup.logIn')}
        </Link>
      </p>
    </AccessCard>
  );
}

/** /create-account?token=…: the mailed link; one click creates the workshop and logs its owner in. */
export function CreateAccountPage() {
  const base = useBasePath();
  const t = useVendorT();
  const INVALID = t('onboarding.create.invalid');
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
    <AccessCard title={t('onboarding.create.title')}>
      {error ? (
        <>
          <Alert type="error" showIcon role="alert" title={error} />
          <p>
            <Link to={`${base}/signup`}>{t('onboarding.create.again')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('onboarding.create.oneClick')}</p>
          <Button type="primary" block loading={busy} onClick={create}>
            {t('onboarding.create.submit')}
          </Button>
        </>
      )}
    </AccessCard>
  );
}
