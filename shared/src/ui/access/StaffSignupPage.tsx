import { Formik } from 'formik';
import useSWR from 'swr';
import { useT } from 'shared/i18n';
import { Link, useNavigate } from 'shared/router';
import { homePathFor, useSignIn, type LoginResponse } from 'shared/session';
import { PageLoader, StatusPage } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { staffSignupSchema, type StaffSignupValues } from './staffSignupSchema';
import './catalogue';
import './access.css';

/** What the sign-up page shows of a live invitation: whom it joins, and the person as invited. */
export interface StaffInvitation {
  /** the store's or the vendor's name */
  name: string;
  email: string;
  first_name?: string;
  last_name?: string;
}

/** What the sign-up sends: the person's name, phone and new password. */
export interface StaffSignupInput {
  first_name: string;
  last_name: string;
  phone: string | null;
  password: string;
}

/** Props of StaffSignupPage. */
export interface StaffSignupPageProps {
  /** the invitation's cache key (its link) */
  invitationKey: readonly unknown[];
  /** reads the invitation (the portal's own link); an error means the link is dead */
  load: () => Promise<StaffInvitation>;
  /** signs the person up (the portal's own request) and answers their session */
  submit: (input: StaffSignupInput) => Promise<LoginResponse>;
  /** the path the portal's pages sit under: '/portal' on a store host, '' on a vendor host */
  base: string;
  /** the portal's login page, where a dead link sends the person */
  loginPath: string;
}

function DeadLink({
  message,
  loginPath,
}: {
  message: string;
  loginPath: string;
}) {
  const t = useT('access');
  return (
    <StatusPage mark="!" tone="warning" title={t('staffSignup.deadLink')}>
      <p role="alert">{message}</p>
      <p>
        <Link to={loginPath}>{t('staffSignup.toLogin')}</Link>
      </p>
    </StatusPage>
  );
}

/**
 * The invited person's sign-up, in either portal (the link of the invitation mail): they set name,
 * phone and password, then are signed in on their home page.
 */
export function StaffSignupPage({
  invitationKey,
  load,
  submit,
  base,
  loginPath,
}: StaffSignupPageProps) {
  const t = useT('access');
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR<StaffInvitation, Error>(
    invitationKey,
    load,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  if (isLoading) return <PageLoader label={t('staffSignup.checking')} />;
  if (!data)
    return <DeadLink message={error?.message ?? ''} loginPath={loginPath} />;
  const initial: StaffSignupValues = {
    first_name: data.first_name ?? '',
    last_name: data.last_name ?? '',
    phone: '',
    password: '',
    confirm_password: '',
  };
  return (
    <section className="staff-signup" aria-labelledby="staff-signup-title">
      <h1 id="staff-signup-title">
        {t('staffSignup.title', { name: data.name })}
      </h1>
      <p>
        {t('staffSignup.invitedAs')} <strong>{data.email}</strong>.{' '}
        {t('staffSignup.start')}
      </p>
      <Formik<StaffSignupValues>
        initialValues={initial}
        validationSchema={staffSignupSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const response = await submit({
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              phone: values.phone?.trim() || null,
              password: values.password,
            });
            signIn(response);
            const roleId =
              response.role?.role_id ?? response.user?.role?.role_id;
            navigate(`${base}${homePathFor(roleId)}`, { replace: true });
          } catch (failure) {
            helpers.setStatus(applyApiErrors(failure, helpers));
          }
        }}
      >
        <FormikForm label={t('staffSignup.form')}>
          <FormikInput
            name="first_name"
            label={t('staffSignup.firstName')}
            required
            autoComplete="given-name"
          />
          <FormikInput
            name="last_name"
            label={t('staffSignup.lastName')}
            required
            autoComplete="family-name"
          />
          <FormikInput
            name="phone"
            label={t('staffSignup.phone')}
            autoComplete="tel"
          />
          <FormikInput
            name="password"
            label={t('staffSignup.password')}
            type="password"
            required
            autoComplete="new-password"
            help={t('staffSignup.passwordHelp')}
          />
          <FormikInput
            name="confirm_password"
            label={t('staffSignup.confirmPassword')}
            type="password"
            required
            autoComplete="new-password"
          />
          <FormikSubmit block>{t('staffSignup.submit')}</FormikSubmit>
        </FormikForm>
      </Formik>
    </section>
  );
}
