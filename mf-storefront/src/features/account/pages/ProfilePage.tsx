import { Formik, type FormikHelpers } from 'formik';
import { ErrorState, PageLoader } from 'shared/ui';
import { Form, Input, useAppFeedback } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useProfile } from '../hooks';
import { profileSchema, type ProfileValues } from '../schema';
import { NameFields } from '../components/NameFields';

/** `/myaccount/profile`: name and phone are editable; the email is the login and stays as is. */
export function ProfilePage() {
  const { profile, error, isLoading, retry, save } = useProfile();
  const { message } = useAppFeedback();

  if (isLoading) return <PageLoader label="Loading your profile" />;
  if (error || !profile) {
    return (
      <ErrorState
        title="We could not load your profile."
        message={error?.message}
        onRetry={retry}
      />
    );
  }
  const handleSubmit = async (
    values: ProfileValues,
    helpers: FormikHelpers<ProfileValues>,
  ) => {
    helpers.setStatus(undefined);
    const clean = profileSchema.cast(values);
    try {
      await save({ ...clean, phone: clean.phone || null });
      void message.success('Profile saved.');
    } catch (e) {
      helpers.setStatus(applyApiErrors(e, helpers));
    }
  };
  return (
    <>
      <h2 className="sf-account__section-title">Profile</h2>
      <Formik<ProfileValues>
        initialValues={{
          first_name: profile.first_name,
          last_name: profile.last_name,
          phone: profile.phone ?? '',
        }}
        validationSchema={profileSchema}
        onSubmit={handleSubmit}
      >
        <FormikForm label="Profile">
          <NameFields />
          <Form.Item label="Email" htmlFor="profile-email">
            <Input id="profile-email" value={profile.email} readOnly disabled />
          </Form.Item>
          <FormikInput name="phone" label="Phone" autoComplete="tel" />
          <FormikSubmit>Save profile</FormikSubmit>
        </FormikForm>
      </Formik>
    </>
  );
}
