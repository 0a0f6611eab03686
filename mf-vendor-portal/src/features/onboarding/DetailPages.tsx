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

/** /address-detail: the workshop's address (the address step). */
export function AddressDetailPage() {
  const submit = useStepSubmit<AddressValues>((values) =>
    saveStep.address(addressSchema.cast(values)),
  );
  return (
    <StepFrame step="address" title="Your workshop's address">
      {(state) => (
        <Formik<AddressValues>
          initialValues={addressValues(state.address, state.vendor_name)}
          validationSchema={addressSchema}
          onSubmit={submit}
        >
          <FormikForm label="Your workshop's address">
            <p>Stores send pieces here and read it on the job envelope.</p>
            <AddressFields />
            <FormikSubmit>Save and continue</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** The account fields of the kind chosen. */
function AccountFields() {
  const { values } = useFormikContext<BankValues>();
  return values.kind === 'iban' ? (
    <FormikInput name="iban" label="IBAN" autoComplete="off" required />
  ) : (
    <>
      <FormikInput
        name="routing_number"
        label="Routing number"
        autoComplete="off"
        required
      />
      <FormikInput
        name="account_number"
        label="Account number"
        autoComplete="off"
        required
      />
    </>
  );
}

/** /bank-detail: where payouts go (the bank_account step). The numbers are never shown back. */
export function BankDetailPage() {
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
    <StepFrame step="bank_account" title="Where payouts go">
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
          <FormikForm label="Where payouts go">
            {state.bank && (
              <p>
                Payouts go to the account ending {state.bank.last4} now. Enter
                another to change it.
              </p>
            )}
            <FormikInput
              name="account_holder"
              label="Account holder"
              autoComplete="name"
              required
            />
            <ChoiceField
              name="kind"
              legend="Kind of account"
              type="radio"
              choices={[
                {
                  value: 'us',
                  label: 'US bank account (routing and account number)',
                },
                {
                  value: 'iban',
                  label: 'IBAN (international bank account number)',
                },
              ]}
            />
            <AccountFields />
            <FormikSubmit>Save and continue</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** /stripe-middle-page: after the bank step: where payouts go, then on. */
export function PayoutsSetPage() {
  const base = useBasePath();
  return (
    <StepFrame title="Payouts are set up" allowComplete>
      {(state) =>
        !state.bank ? (
          <Navigate to={`${base}/bank-detail`} replace />
        ) : (
          <>
            <p role="status">
              Payouts go to {state.bank.account_holder}&apos;s account ending{' '}
              {state.bank.last4}.
            </p>
            <p className="onboarding__actions">
              <Link to={pathAfter(state, base)}>Continue</Link>
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
  return (
    <StepFrame title="Your workshop is set up" allowComplete>
      {(state) =>
        !state.is_onboarding_complete ? (
          <Navigate to={pathAfter(state, base)} replace />
        ) : (
          <>
            <p role="status">
              {state.vendor_name} is ready: stores that link to you can now send
              you work.
            </p>
            <p className="onboarding__actions">
              <Link to={vendorPortalPaths.dashboard(base)}>
                Go to your dashboard
              </Link>
            </p>
          </>
        )
      }
    </StepFrame>
  );
}
