import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'shared/router';
import useSWR from 'swr';
import * as yup from 'yup';
import { api, isApiError } from 'shared/api';
import { localiseMessage } from 'shared/i18n';
import {
  INVOICE_SETTINGS_MESSAGES,
  type VendorInvoiceSettings,
} from 'shared/contracts/vendorInvoices';
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
import { errorWords, useVendorT } from '../../i18n/t';

// /portal/setting/invoice (owner only): the payment terms a new invoice's due date starts
// from, and the tax id and footer every invoice prints (shared/contracts/vendorInvoices).

const PATH = 'vendor/settings/invoice';

interface Values {
  payment_terms_days: string;
  tax_id: string;
  footer: string;
}

const schema = yup.object({
  payment_terms_days: yup
    .string()
    .trim()
    .required('This field is required.')
    .matches(/^\d{1,3}$/, INVOICE_SETTINGS_MESSAGES.terms)
    .test('range', INVOICE_SETTINGS_MESSAGES.terms, (v) => Number(v) <= 365),
  tax_id: yup
    .string()
    .max(60, 'Ensure this field has no more than 60 characters.'),
  footer: yup
    .string()
    .max(1000, 'Ensure this field has no more than 1000 characters.'),
});

const valuesOf = (s: VendorInvoiceSettings): Values => ({
  payment_terms_days: String(s.payment_terms_days),
  tax_id: s.tax_id,
  footer: s.footer,
});

export function InvoiceSettingsPage() {
  const base = useBasePath();
  const t = useVendorT();
  const { data, error, isLoading, mutate } = useSWR<VendorInvoiceSettings>(
    PATH,
    () => api.get<VendorInvoiceSettings>(PATH),
  );
  const [notice, setNotice] = useState<{
    type: 'success' | 'warning';
    title: string;
  } | null>(null);
  if (isLoading)
    return <PageLoader label={t('forms.invoiceSettings.loading')} />;
  if (!data)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    ) : (
      <ErrorState message={errorWords(error)} onRetry={() => void mutate()} />
    );
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    setNotice(null);
    try {
      const saved = await api.put<VendorInvoiceSettings>(PATH, {
        payment_terms_days: Number(values.payment_terms_days.trim()),
        tax_id: values.tax_id,
        footer: values.footer,
        version: data.version,
      });
      await mutate(saved, { revalidate: false });
      helpers.resetForm({ values: valuesOf(saved) });
      setNotice({
        type: 'success',
        title: localiseMessage(INVOICE_SETTINGS_MESSAGES.saved),
      });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const current = (
          failure.data as { current?: VendorInvoiceSettings } | null
        )?.current;
        if (current) {
          await mutate(current, { revalidate: false });
          helpers.resetForm({ values: valuesOf(current) });
        }
        setNotice({
          type: 'warning',
          title: localiseMessage(INVOICE_SETTINGS_MESSAGES.stale),
        });
        return;
      }
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };
  return (
    <section className="onboarding" aria-labelledby="invoice-settings-title">
      <h1 id="invoice-settings-title">{t('forms.invoiceSettings.title')}</h1>
      <p>{t('forms.invoiceSettings.intro')}</p>
      {notice && <Banner type={notice.type} title={notice.title} />}
      <Formik<Values>
        initialValues={valuesOf(data)}
        validationSchema={schema}
        onSubmit={submit}
      >
        <FormikForm label={t('forms.invoiceSettings.title')}>
          <FormikInput
            name="payment_terms_days"
            label={t('forms.invoiceSettings.terms')}
            required
            help={t('forms.invoiceSettings.termsHelp')}
          />
          <FormikInput
            name="tax_id"
            label={t('forms.invoiceSettings.taxId')}
            help={t('forms.invoiceSettings.taxIdHelp')}
          />
          <FormikTextArea
            name="footer"
            label={t('forms.invoiceSettings.footer')}
            rows={4}
            maxLength={1000}
          />
          <Flex gap={8} wrap align="center">
            <FormikSubmit>{t('forms.invoiceSettings.save')}</FormikSubmit>
            <Link to={vendorPortalPaths.settings(base)}>
              {t('forms.invoiceSettings.back')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </section>
  );
}
