import { Formik } from 'formik';
import { Link, useNavigate, useParams } from 'shared/router';
import useSWR from 'swr';
import { homePathFor, useSignIn } from 'shared/session';
import { PageLoader, StatusPage } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import {
  getInvitation,
  invitationKeys,
  signUpTeamMember,
  type TeamInvitationInfo,
} from './api';
import { staffSignupSchema, type StaffSignupValues } from './schema';
import '../../components/shopFloor.css';

function DeadLink({ message }: { message: string }) {
  return (
    <StatusPage mark="!" tone="warning" title="This link does not work">
      <p role="alert">{message}</p>
      <p>
        <Link to={vendorPortalPaths.login(useBasePath())}>
          Go to the login page
        </Link>
      </p>
    </StatusPage>
  );
}

/** /staff-signup/{vendor_id}/{uuid}: the invited person sets name, phone and password, then is logged in. */
export function StaffSignupPage() {
  const { vendorId = '', uuid = '' } = useParams();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const basePath = useBasePath();
  const { data, error, isLoading } = useSWR<TeamInvitationInfo, Error>(
    invitationKeys.detail(vendorId, uuid),
    () => getInvitation(vendorId, uuid),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  if (isLoading) return <PageLoader label="Checking your invitation" />;
  if (!data) return <DeadLink message={error?.message ?? ''} />;
  const initial: StaffSignupValues = {
    first_name: data.first_name,
    last_name: data.last_name,
    phone: '',
    password: '',
    confirm_password: '',
  };
  return (
    <section className="vp-page vp-stack" aria-labelledby="staff-signup-title">
      <h1 id="staff-signup-title">Join {data.vendor_name}</h1>
      <p style={{ overflowWrap: 'anywhere' }}>
        You were invited as <strong>{data.email}</strong>. Set your password to
        start.
      </p>
      <Formik<StaffSignupValues>
        initialValues={initial}
        validationSchema={staffSignupSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const response = await signUpTeamMember(vendorId, uuid, {
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              phone: values.phone?.trim() || null,
              password: values.password,
            });
            signIn(response);
            const roleId =
              response.role?.role_id ?? response.user?.role?.role_id;
            navigate(`${basePath}${homePathFor(roleId)}`, { replace: true });
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
