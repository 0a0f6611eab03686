import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'shared/router';
import useSWR from 'swr';
import * as yup from 'yup';
import { api, isApiError } from 'shared/api';
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
import { errorWords } from '../../i18n/t';

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
  const { data, error, isLoading, mutate } = useSWR<VendorInvoiceSettings>(
    PATH,
    () => api.get<VendorInvoiceSettings>(PATH),
  );
  const [notice, setNotice] = useState<{
    type: 'success' | 'warning';
    title: string;
  } | null>(null);
  if (isLoading) return <PageLoader label="Loading the invoice settings" />;
  if (!data)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title="Only the workshop's owner manages its settings"
        message="Ask the owner of your workshop."
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
      setNotice({ type: 'success', title: INVOICE_SETTINGS_MESSAGES.saved });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const current = (
          failure.data as { current?: VendorInvoiceSettings } | null
        )?.current;
        if (current) {
          await mutate(current, { revalidate: false });
          helpers.resetForm({ values: valuesOf(current) });
        }
        setNotice({ type: 'warning', title: INVOICE_SETTINGS_MESSAGES.stale });
        return;
      }
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };
  return (
    <section className="onboarding" aria-labelledby="invoice-settings-title">
      <h1 id="invoice-settings-title">Invoice settings</h1>
      <p>What every invoice you send to a store starts with, and prints.</p>
      {notice && <Banner type={notice.type} title={notice.title} />}
      <Formik<Values>
        initialValues={valuesOf(data)}
        validationSchema={schema}
        onSubmit={submit}
      >
        <FormikForm label="Invoice settings">
          <FormikInput
            name="payment_terms_days"
            label="Payment terms (days)"
            required
            help="A new invoice is due this many days after it is issued."
          />
          <FormikInput
            name="tax_id"
            label="Tax id"
            help="Printed under your name."
          />
          <FormikTextArea
            name="footer"
            label="Footer"
            rows={4}
            maxLength={1000}
          />
          <Flex gap={8} wrap align="center">
            <FormikSubmit>Save</FormikSubmit>
            <Link to={vendorPortalPaths.settings(base)}>Back to settings</Link>
          </Flex>
        </FormikForm>
      </Formik>
    </section>
  );
}
