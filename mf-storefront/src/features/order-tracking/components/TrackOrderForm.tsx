import { Formik, type FormikHelpers } from 'formik';
import type { KeyboardEvent, ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Flex } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { trackOrderSchema } from 'shared/validation';
import type { TrackedOrder } from '../api';
import { useTimedMessage, useTrackOrder } from '../hooks';
import { isOrderNumberKey } from '../keyFilter';

interface TrackOrderValues {
  order_number: string;
}

export interface TrackOrderFormProps {
  /** called with the order once the lookup succeeded */
  onTracked: (order: TrackedOrder) => void;
  onCancel: () => void;
}

const initialValues: TrackOrderValues = { order_number: '' };
const schema = trackOrderSchema();

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

const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
  if (!isOrderNumberKey(event)) event.preventDefault();
};

/** The Track order form: one order number, Cancel and Submit; a failure shows in a banner for 10 s. */
export function TrackOrderForm({ onTracked, onCancel }: TrackOrderFormProps) {
  const trackOrder = useTrackOrder();
  const banner = useTimedMessage();

  const handleSubmit = async (
    values: TrackOrderValues,
    helpers: FormikHelpers<TrackOrderValues>,
  ) => {
    banner.clear();
    try {
      onTracked(await trackOrder(values.order_number.trim()));
    } catch (error) {
      // The typed number stays: the form is not reset.
      banner.show(applyApiErrors(error, helpers));
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={handleSubmit}
    >
      <ConfigProvider form={{ requiredMark: requiredMarkAfter }}>
        <FormikForm label="Track order">
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
              label="Order number"
              required
              autoComplete="off"
            />
          </div>
          <Flex gap={8} justify="flex-end">
            <Button onClick={onCancel}>Cancel</Button>
            <FormikSubmit>Submit</FormikSubmit>
          </Flex>
        </FormikForm>
      </ConfigProvider>
    </Formik>
  );
}
