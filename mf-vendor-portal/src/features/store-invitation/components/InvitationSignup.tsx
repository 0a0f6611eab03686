import { Formik, type FormikHelpers } from 'formik';
import type { StoreInvitationInfo } from 'shared/contracts/storeVendors';
import { useSignIn } from 'shared/session';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useVendorT } from '../../../i18n/t';
import { signUpThroughInvitation } from '../api';
import { invitationSignupSchema, type InvitationSignupValues } from '../schema';

/** Props of InvitationSignup. */
export interface InvitationSignupProps {
  uid: string;
  info: StoreInvitationInfo;
  /** after the account is made (and signed in): the invitation is accepted */
  onDone: () => void;
}

/**
 * A new workshop's owner signs up through the invitation with the email it was sent to; the api
 * refuses another one on the email field. What was typed stays on a refusal.
 */
export function InvitationSignup({ uid, info, onDone }: InvitationSignupProps) {
  const signIn = useSignIn();
  const t = useVendorT();
  const handleSubmit = async (
    values: InvitationSignupValues,
    helpers: FormikHelpers<InvitationSignupValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      signIn(
        await signUpThroughInvitation(uid, invitationSignupSchema.cast(values)),
      );
      onDone();
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <Formik<InvitationSignupValues>
      initialValues={{
        vendor_name: '',
        first_name: '',
        last_name: '',
        email: info.email,
        password: '',
      }}
      validationSchema={invitationSignupSchema}
      onSubmit={handleSubmit}
    >
      <FormikForm label={t('invitation.form')}>
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
          help={t('invitation.emailHelp')}
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
        <FormikSubmit>{t('invitation.submit')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
