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
import { useStorePortalT } from '../../i18n/t';
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
  const t = useStorePortalT();
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <section className="onboarding" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('onboarding.signup.title')}</h1>
      <p>{t('onboarding.signup.intro')}</p>
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
        <FormikForm label={t('onboarding.signup.title')}>
          <FormikInput
            name="store_name"
            label={t('onboarding.signup.storeName')}
            required
          />
          <FormikInput
            name="subdomain"
            label={t('onboarding.signup.subdomain')}
            required
            help={t('onboarding.signup.subdomainHelp')}
          />
          <FormikInput
            name="first_name"
            label={t('onboarding.signup.firstName')}
            required
            autoComplete="given-name"
          />
          <FormikInput
            name="last_name"
            label={t('onboarding.signup.lastName')}
            required
            autoComplete="family-name"
          />
          <FormikInput
            name="email"
            label={t('onboarding.signup.email')}
            type="email"
            required
            autoComplete="email"
          />
          <FormikInput
            name="password"
            label={t('onboarding.signup.password')}
            type="password"
            required
            autoComplete="new-password"
            help={t('onboarding.signup.passwordHelp')}
          />
          <FormikSubmit block>{t('onboarding.signup.submit')}</FormikSubmit>
        </FormikForm>
      </Formik>
      <p>
        {t('onboarding.signup.already')}{' '}
        <Link to="/portal/login">{t('onboarding.signup.logIn')}</Link>
      </p>
    </section>
  );
}
