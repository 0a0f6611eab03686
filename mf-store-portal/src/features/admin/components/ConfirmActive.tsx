import { Formik } from 'formik';
import type { AdminStore } from 'shared/contracts/access';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { FormikForm, FormikTextArea } from 'shared/ui/form';
import { yup } from 'shared/validation';

/** Props of ConfirmActive. */
export interface ConfirmActiveProps {
  /** the store to (de)activate; null = closed */
  store: AdminStore | null;
  /** called with the optional reason the audit log keeps */
  onConfirm: (store: AdminStore, reason: string) => Promise<void>;
  onCancel: () => void;
}

const REASON_MAX = 500;
const reasonSchema = yup.object({
  reason: yup
    .string()
    .max(REASON_MAX, `Please keep the reason to ${REASON_MAX} characters.`),
});

/** Asks before a store goes offline (or back online), with an optional reason for the audit log. */
export function ConfirmActive({
  store,
  onConfirm,
  onCancel,
}: ConfirmActiveProps) {
  const deactivating = store?.is_active ?? false;
  const verb = deactivating ? 'Deactivate' : 'Activate';
  const title = store ? `${verb} ${store.name}?` : '';
  return (
    <Modal
      open={store !== null}
      title={title}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reasonSchema}
        onSubmit={async (values) => {
          if (store) await onConfirm(store, values.reason.trim());
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={title}>
            <p>
              {deactivating
                ? 'Its storefront shows the inactive-store page and its customers cannot log in until you activate it again.'
                : 'Its storefront opens to customers again.'}
            </p>
            <FormikTextArea
              name="reason"
              label="Reason (optional, kept in the audit log)"
              rows={2}
              maxLength={REASON_MAX}
            />
            <Flex gap={8} justify="end">
              <Button onClick={onCancel}>Cancel</Button>
              <Button
                type="primary"
                danger={deactivating}
                htmlType="submit"
                loading={isSubmitting}
              >
                {verb}
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
