import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  PROFILE_LIMITS,
  type VendorProfile,
} from 'shared/contracts/vendorSetup';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { Flex } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { saveProfile } from './api';
import { LogoField } from './components/LogoField';
import { useVendorProfile } from './hooks';
import { profileSchema, toInput, valuesOf, type ProfileValues } from './schema';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import { errorWords, useVendorT } from '../../i18n/t';

type Notice = { type: 'success' | 'warning'; title: string };

/**
 * /portal/setting/setup-vendor (owner only): the workshop's business profile that stores
 * (their vendors list) and invoices show, saved under its version (a stale save shows what was saved).
 */
export function SetupVendorPage() {
  const base = useBasePath();
  const t = useVendorT();
  const { profile, error, isLoading, retry, replace } = useVendorProfile();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (isLoading && !profile) return <PageLoader label={t('profile.loading')} />;
  if (!profile)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    ) : (
      <ErrorState
        title={t('profile.loadFailed')}
        message={errorWords(error)}
        onRetry={retry}
      />
    );

  const submit = async (
    values: ProfileValues,
    helpers: FormikHelpers<ProfileValues>,
  ) => {
    helpers.setStatus(undefined);
    setNotice(null);
    try {
      const saved = await saveProfile(toInput(values, profile.version));
      await replace(saved);
      helpers.resetForm({ values: valuesOf(saved) });
      setNotice({ type: 'success', title: t('profile.saved') });
    } catch (failure) {
      const current =
        isApiError(failure) && failure.status === 409
          ? (failure.data as { current?: VendorProfile } | null)?.current
          : undefined;
      if (current) {
        // What the other person saved replaces the form: nothing is saved over it unseen.
        await replace(current);
        helpers.resetForm({ values: valuesOf(current) });
        setNotice({ type: 'warning', title: t('profile.stale') });
        return;
      }
      // What was typed stays; the api's field messages show on their fields.
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };

  return (
    <div className="vp-page vp-stack">
      <h1 id="setup-vendor-title">{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
      {notice && <Banner type={notice.type} title={notice.title} />}
      <Formik<ProfileValues>
        initialValues={valuesOf(profile)}
        validationSchema={profileSchema}
        onSubmit={submit}
      >
        <FormikForm label={t('profile.title')}>
          <FormikInput
            name="name"
            label={t('profile.name')}
            required
            autoComplete="organization"
            help={t('profile.nameHelp')}
          />
          <LogoField />
          <FormikTextArea
            name="description"
            label={t('profile.description')}
            rows={3}
            maxLength={PROFILE_LIMITS.description}
          />
          <FormikInput
            name="contact_email"
            label={t('profile.email')}
            type="email"
            autoComplete="email"
          />
          <FormikInput
            name="contact_phone"
            label={t('profile.phone')}
            autoComplete="tel"
          />
          <FormikInput
            name="website_url"
            label={t('profile.website')}
            autoComplete="url"
            placeholder={t('profile.websiteHint')}
          />
          <FormikInput
            name="service_area"
            label={t('profile.area')}
            help={t('profile.areaHelp')}
          />
          <FormikInput
            name="turnaround_days"
            label={t('profile.turnaround')}
            help={t('profile.turnaroundHelp')}
          />
          <Flex gap={8} wrap align="center">
            <FormikSubmit>{t('profile.save')}</FormikSubmit>
            <Link to={vendorPortalPaths.settings(base)}>
              {t('addresses.back')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </div>
  );
}
