import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { isApiError } from 'shared/api';
import { Banner } from 'shared/ui';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Button, Flex } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import type { CustomerDetail } from 'shared/contracts/customers';
import { editCustomer } from '../api';
import { customerName } from '../format';
import {
  customerBody,
  customerSchema,
  customerValues,
  type CustomerValues,
} from '../schema';
import { CustomerFields } from './CustomerFields';
import { useStorePortalT } from '../../../i18n/t';

function LeaveGuard() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<CustomerValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title={t('customer.unsaved')}
    />
  );
}

/** Props of EditCustomerForm. */
export interface EditCustomerFormProps {
  customer: CustomerDetail;
  /** the customer as the api answered a save, or as it is now after a stale save */
  onSaved: (customer: CustomerDetail) => Promise<void>;
  onClose: () => void;
}

/**
 * The customer's contact details. A refused save keeps what was typed; a stale one (someone else
 * saved first) says what is there now, keeps what was typed, and a second save puts it in place.
 */
export function EditCustomerForm({
  customer,
  onSaved,
  onClose,
}: EditCustomerFormProps) {
  const t = useStorePortalT();
  const [stale, setStale] = useState<CustomerDetail | null>(null);
  return (
    <Formik<CustomerValues>
      initialValues={customerValues(customer)}
      validationSchema={customerSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const saved = await editCustomer(customer.id, {
            ...customerBody(values),
            version: stale?.version ?? customer.version,
          });
          helpers.resetForm({ values: customerValues(saved) });
          setStale(null);
          await onSaved(saved);
          onClose();
        } catch (error) {
          const current =
            isApiError(error) && error.status === 409
              ? ((error.data as { current?: CustomerDetail } | null)?.current ??
                null)
              : null;
          if (current) {
            setStale(current);
            await onSaved(current);
          }
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label={t('customer.editForm')}>
        <LeaveGuard />
        {stale && (
          <Banner
            type="warning"
            title={t('customer.nowSaved', {
              name: customerName(stale),
              email: stale.email,
              phone: stale.phone ?? t('customer.noPhone'),
            })}
            subtitle={t('customer.saveAgain')}
          />
        )}
        {customer.has_account && (
          <p className="rec-muted">{t('customer.ownEmail')}</p>
        )}
        <CustomerFields />
        <Flex gap={8} wrap>
          <FormikSubmit>{t('customer.save')}</FormikSubmit>
          <Button onClick={onClose}>{t('customer.cancel')}</Button>
        </Flex>
      </FormikForm>
    </Formik>
  );
}
