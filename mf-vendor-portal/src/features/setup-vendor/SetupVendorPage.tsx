import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
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
import { errorWords } from '../../i18n/t';

type Notice = { type: 'success' | 'warning'; title: string };

/**
 * /portal/setting/setup-vendor (owner only): the workshop's business profile that stores
 * (their vendors list) and invoices show, saved under its version (a stale save shows what was saved).
 */
export function SetupVendorPage() {
  const base = useBasePath();
  const { profile, error, isLoading, retry, replace } = useVendorProfile();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (isLoading && !profile)
    return <PageLoader label="Loading your workshop profile" />;
  if (!profile)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title="Only the workshop's owner manages its settings"
        message="Ask the owner of your workshop."
      />
    ) : (
      <ErrorState
        title="We could not load your workshop profile."
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
      setNotice({ type: 'success', title: PROFILE_MESSAGES.saved });
    } catch (failure) {
      const current =
        isApiError(failure) && failure.status === 409
          ? (failure.data as { current?: VendorProfile } | null)?.current
          : undefined;
      if (current) {
        // What the other person saved replaces the form: nothing is saved over it unseen.
        await replace(current);
        helpers.resetForm({ values: valuesOf(current) });
        setNotice({ type: 'warning', title: PROFILE_MESSAGES.stale });
        return;
      }
      // What was typed stays; the api's field messages show on their fields.
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };

  return (
    <div className="vp-page vp-stack">
      <h1 id="setup-vendor-title">Workshop profile</h1>
      <p>
        How stores see your workshop in their vendors list, and the name your
        invoices print.
      </p>
      {notice && <Banner type={notice.type} title={notice.title} />}
      <Formik<ProfileValues>
        initialValues={valuesOf(profile)}
        validationSchema={profileSchema}
        onSubmit={submit}
      >
        <FormikForm label="Workshop profile">
          <FormikInput
            name="name"
            label="Business name"
            required
            autoComplete="organization"
            help="Printed on your invoices and shown to the stores you work with."
          />
          <LogoField />
          <FormikTextArea
            name="description"
            label="Short description"
            rows={3}
            maxLength={PROFILE_LIMITS.description}
          />
          <FormikInput
            name="contact_email"
            label="Contact email"
            type="email"
            autoComplete="email"
          />
          <FormikInput
            name="contact_phone"
            label="Contact phone"
            autoComplete="tel"
          />
          <FormikInput
            name="website_url"
            label="Website"
            autoComplete="url"
            placeholder="https://"
          />
          <FormikInput
            name="service_area"
            label="Service area"
            help="Where you take work from, e.g. Springfield and 30 miles around."
          />
          <FormikInput
            name="turnaround_days"
            label="Usual turnaround (days)"
            help="From receiving a piece to sending it back, 1 to 365 days."
          />
          <Flex gap={8} wrap align="center">
            <FormikSubmit>Save</FormikSubmit>
            <Link to={vendorPortalPaths.settings(base)}>Back to settings</Link>
          </Flex>
        </FormikForm>
      </Formik>
    </div>
  );
}
