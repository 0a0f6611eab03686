import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import type { KeyboardEvent, ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Flex } from 'shared/ui/antd/core';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import type { TrackedOrder } from '../api';
import { useTimedMessage, useTrackOrder } from '../hooks';
import { isOrderNumberKey } from '../keyFilter';
import { trackOrderFormSchema, type TrackOrderValues } from '../schema';
import { localisedValidate } from '../../../i18n/validate';
import { useStorefrontT } from '../../../i18n/t';

export interface TrackOrderFormProps {
  /** called with the order once the lookup succeeded */
  onTracked: (order: TrackedOrder) => void;
  onCancel: () => void;
  /** the number to start with (a tracking page opened without the email) */
  initialOrderNumber?: string;
}

const validateTrackOrder = localisedValidate<TrackOrderValues>(
  trackOrderFormSchema(),
);

// The spec writes the label 'Order number*': the required mark goes after the label.
const requiredMarkAfter = (
  label: ReactNode,
  { required }: { required: boolean },
) => (
  <>
    {label}
    {required && <span aria-hidden="true">*</span>}
  </>
);

// The api names the email `email`; the form's field is `tracking_email`.
const toFormErrors = ({
  email,
  ...errors
}: FormikErrors<TrackOrderValues> & { email?: string }) => ({
  ...errors,
  ...(email ? { tracking_email: email } : {}),
});

const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
  if (!isOrderNumberKey(event)) event.preventDefault();
};

/**
 * The Track order form: the order number and the order's email, Cancel and Submit; a failure shows
 * in a banner for 10 s.
 */
export function TrackOrderForm({
  onTracked,
  onCancel,
  initialOrderNumber = '',
}: TrackOrderFormProps) {
  const t = useStorefrontT();
  const trackOrder = useTrackOrder();
  const banner = useTimedMessage();

  const handleSubmit = async (
    values: TrackOrderValues,
    helpers: FormikHelpers<TrackOrderValues>,
  ) => {
    banner.clear();
    try {
      onTracked(
        await trackOrder(
          values.order_number.trim(),
          values.tracking_email.trim(),
        ),
      );
    } catch (error) {
      // The typed number and email stay: the form is not reset.
      banner.show(
        applyApiErrors(error, {
          setErrors: (errors) => helpers.setErrors(toFormErrors(errors)),
        }),
      );
    }
  };

  return (
    <Formik
      initialValues={{ order_number: initialOrderNumber, tracking_email: '' }}
      validate={validateTrackOrder}
      onSubmit={handleSubmit}
    >
      <ConfigProvider form={{ requiredMark: requiredMarkAfter }}>
        <FormikForm label={t('tracking.title')}>
          {banner.message && (
            <Alert
              type="error"
              showIcon
              title={banner.message}
              style={{ marginBottom: 16 }}
            />
          )}
          <div role="presentation" onKeyDown={handleKeyDown}>
            <FormikInput
              name="order_number"
              label={t('tracking.orderNumber')}
              required
              autoComplete="off"
            />
          </div>
          <FormikInput
            name="tracking_email"
            label={t('tracking.email')}
            type="email"
            required
            autoComplete="email"
          />
          <Flex gap={8} justify="flex-end">
            <Button onClick={onCancel}>{t('tracking.cancel')}</Button>
            <FormikSubmit>{t('tracking.submit')}</FormikSubmit>
          </Flex>
        </FormikForm>
      </ConfigProvider>
    </Formik>
  );
}
