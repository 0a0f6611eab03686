import { Formik, useFormikContext } from 'formik';
import { Link, Navigate } from 'shared/router';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { ChoiceField } from 'shared/ui/onboarding';
import {
  AddressFields,
  addressSchema,
  addressValues,
  type AddressValues,
} from '../../components/AddressFields';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { saveStep } from './api';
import { pathAfter, useStepSubmit } from './hooks';
import { bankSchema, type BankValues } from './schema';
import { StepFrame } from './StepFrame';
import { useVendorT } from '../../i18n/t';

/** /address-detail: the workshop's address (the address step). */
export function AddressDetailPage() {
  const t = useVendorT();
  const submit = useStepSubmit<AddressValues>((values) =>
    saveStep.address(addressSchema.cast(values)),
  );
  return (
    <StepFrame step="address" title={t('onboarding.address.title')}>
      {(state) => (
        <Formik<AddressValues>
          initialValues={addressValues(state.address, state.vendor_name)}
          validationSchema={addressSchema}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.address.title')}>
            <p>{t('onboarding.address.intro')}</p>
            <AddressFields />
            <FormikSubmit>{t('onboarding.address.save')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** The account fields of the kind chosen. */
function AccountFields() {
  const { values } = useFormikContext<BankValues>();
  const t = useVendorT();
  return values.kind === 'iban' ? (
    <FormikInput
      name="iban"
      label={t('onboarding.bank.iban')}
      autoComplete="off"
      required
    />
  ) : (
    <>
      <FormikInput
        name="routing_number"
        label={t('onboarding.bank.routing')}
        autoComplete="off"
        required
      />
      <FormikInput
        name="account_number"
        label={t('onboarding.bank.account')}
        autoComplete="off"
        required
      />
    </>
  );
}

/** /bank-detail: where payouts go (the bank_account step). The numbers are never shown back. */
export function BankDetailPage() {
  const t = useVendorT();
  const submit = useStepSubmit<BankValues>(
    (values) =>
      saveStep.bank(
        values.kind === 'iban'
          ? {
              account_holder: values.account_holder.trim(),
              kind: 'iban',
              iban: values.iban ?? '',
            }
          : {
              account_holder: values.account_holder.trim(),
              kind: 'us',
              routing_number: (values.routing_number ?? '').trim(),
              account_number: (values.account_number ?? '').trim(),
            },
      ),
    '/stripe-middle-page',
  );
  return (
    <StepFrame step="bank_account" title={t('onboarding.bank.title')}>
      {(state) => (
        <Formik<BankValues>
          initialValues={{
            account_holder: state.bank?.account_holder ?? '',
            kind: state.bank?.kind ?? 'us',
            iban: '',
            routing_number: '',
            account_number: '',
          }}
          validationSchema={bankSchema}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.bank.title')}>
            {state.bank && (
              <p>{t('onboarding.bank.now', { last4: state.bank.last4 })}</p>
            )}
            <FormikInput
              name="account_holder"
              label={t('onboarding.bank.holder')}
              autoComplete="name"
              required
            />
            <ChoiceField
              name="kind"
              legend={t('onboarding.bank.kind')}
              type="radio"
              choices={[
                {
                  value: 'us',
                  label: t('onboarding.bank.us'),
                },
                {
                  value: 'iban',
                  label: t('onboarding.bank.ibanKind'),
                },
              ]}
            />
            <AccountFields />
            <FormikSubmit>{t('onboarding.address.save')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** /stripe-middle-page: after the bank step: where payouts go, then on. */
export function PayoutsSetPage() {
  const base = useBasePath();
  const t = useVendorT();
  return (
    <StepFrame title={t('onboarding.bank.setTitle')} allowComplete>
      {(state) =>
        !state.bank ? (
          <Navigate to={`${base}/bank-detail`} replace />
        ) : (
          <>
            <p role="status">
              {t('onboarding.bank.set', {
                holder: state.bank.account_holder,
                last4: state.bank.last4,
              })}
            </p>
            <p className="onboarding__actions">
              <Link to={pathAfter(state, base)}>
                {t('onboarding.bank.continue')}
              </Link>
            </p>
          </>
        )
      }
    </StepFrame>
  );
}

/** /setup-complete: every step done; the way into the portal. */
export function SetupCompletePage() {
  const base = useBasePath();
  const t = useVendorT();
  return (
    <StepFrame title={t('onboarding.complete.title')} allowComplete>
      {(state) =>
        !state.is_onboarding_complete ? (
          <Navigate to={pathAfter(state, base)} replace />
        ) : (
          <>
            <p role="status">
              {t('onboarding.complete.ready', { vendor: state.vendor_name })}
            </p>
            <p className="onboarding__actions">
              <Link to={vendorPortalPaths.dashboard(base)}>
                {t('onboarding.complete.dashboard')}
              </Link>
            </p>
          </>
        )
      }
    </StepFrame>
  );
}
