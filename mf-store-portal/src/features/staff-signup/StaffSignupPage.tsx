import { Formik } from 'formik';
import { Link, useNavigate, useParams } from 'shared/router';
import useSWR from 'swr';
import type { StaffInvitationInfo } from 'shared/contracts/users';
import { homePathFor, useSignIn } from 'shared/session';
import { PageLoader, StatusPage } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { getInvitation, invitationKeys, signUpStaff } from './api';
import { staffSignupSchema, type StaffSignupValues } from './schema';
import './staffSignup.css';

const EMPTY: StaffSignupValues = {
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
  confirm_password: '',
};

function DeadLink({ message }: { message: string }) {
  return (
    <StatusPage mark="!" tone="warning" title="This link does not work">
      <p role="alert">{message}</p>
      <p>
        <Link to="/portal/login">Go to the login page</Link>
      </p>
    </StatusPage>
  );
}

/** /staff-signup/{store_id}/{uuid}: the invited person sets name, phone and password, then is in. */
export function StaffSignupPage() {
  const { vendor_id: storeId = '', uuid = '' } = useParams();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR<StaffInvitationInfo, Error>(
    invitationKeys.detail(storeId, uuid),
    () => getInvitation(storeId, uuid),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  if (isLoading) return <PageLoader label="Checking your invitation" />;
  if (!data) return <DeadLink message={error?.message ?? ''} />;
  return (
    <section className="staff-signup" aria-labelledby="staff-signup-title">
      <h1 id="staff-signup-title">Join {data.store_name}</h1>
      <p>
        You were invited as <strong>{data.email}</strong>. Set up your account
        to start.
      </p>
      <Formik<StaffSignupValues>
        initialValues={EMPTY}
        validationSchema={staffSignupSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const response = await signUpStaff({
              store_id: Number(storeId),
              uuid,
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              phone: values.phone?.trim() || null,
              password: values.password,
            });
            signIn(response);
            navigate(homePathFor(response.role?.role_id), { replace: true });
          } catch (failure) {
            helpers.setStatus(applyApiErrors(failure, helpers));
          }
        }}
      >
        <FormikForm label="Set up your account">
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
          <FormikInput name="phone" label="Phone" autoComplete="tel" />
          <FormikInput
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            help="At least 8 characters with a letter and a digit."
          />
          <FormikInput
            name="confirm_password"
            label="Confirm password"
            type="password"
            required
            autoComplete="new-password"
          />
          <FormikSubmit block>Create my account</FormikSubmit>
        </FormikForm>
      </Formik>
    </section>
  );
}
