import { Formik, type FormikHelpers } from 'formik';
import { ErrorState, PageLoader } from 'shared/ui';
import { Form, Input, useAppFeedback } from 'shared/ui/antd/core';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useProfile } from '../hooks';
import { profileSchema, type ProfileValues } from '../schema';
import { NameFields } from '../components/NameFields';
import { localisedValidate } from '../../../i18n/validate';
import { useStorefrontT } from '../../../i18n/t';

const validateProfile = localisedValidate<ProfileValues>(profileSchema);

/** `/myaccount/profile`: name and phone are editable; the email is the login and stays as is. */
export function ProfilePage() {
  const t = useStorefrontT();
  const { profile, error, isLoading, retry, save } = useProfile();
  const { message } = useAppFeedback();

  if (isLoading) return <PageLoader label={t('myAccount.profile.loading')} />;
  if (error || !profile) {
    return (
      <ErrorState
        title={t('myAccount.profile.loadFailed')}
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
      void message.success(t('myAccount.profile.saved'));
    } catch (e) {
      helpers.setStatus(applyApiErrors(e, helpers));
    }
  };
  return (
    <>
      <h2 className="sf-account__section-title">
        {t('myAccount.profile.title')}
      </h2>
      <Formik<ProfileValues>
        initialValues={{
          first_name: profile.first_name,
          last_name: profile.last_name,
          phone: profile.phone ?? '',
        }}
        validate={validateProfile}
        onSubmit={handleSubmit}
      >
        <FormikForm label={t('myAccount.profile.title')}>
          <NameFields />
          <Form.Item
            label={t('myAccount.profile.email')}
            htmlFor="profile-email"
          >
            <Input id="profile-email" value={profile.email} readOnly disabled />
          </Form.Item>
          <FormikInput
            name="phone"
            label={t('myAccount.profile.phone')}
            autoComplete="tel"
          />
          <FormikSubmit>{t('myAccount.profile.save')}</FormikSubmit>
        </FormikForm>
      </Formik>
    </>
  );
}
