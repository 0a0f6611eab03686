import { Formik } from 'formik';
import type { AdminStore } from 'shared/contracts/access';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { FormikForm, FormikTextArea } from 'shared/ui/form';
import { yup } from 'shared/validation';
import { spt, useStorePortalT } from '../../../i18n/t';

/** Props of ConfirmActive. */
export interface ConfirmActiveProps {
  /** the store to (de)activate; null = closed */
  store: AdminStore | null;
  /** called with the optional reason the audit log keeps */
  onConfirm: (store: AdminStore, reason: string) => Promise<void>;
  onCancel: () => void;
}

const REASON_MAX = 500;
// the message is read in the page's language when the form checks it
const reasonSchema = () =>
  yup.object({
    reason: yup
      .string()
      .max(REASON_MAX, spt('admin.reasonTooLong', { max: REASON_MAX })),
  });

/** Asks before a store goes offline (or back online), with an optional reason for the audit log. */
export function ConfirmActive({
  store,
  onConfirm,
  onCancel,
}: ConfirmActiveProps) {
  const t = useStorePortalT();
  const deactivating = store?.is_active ?? false;
  const verb = t(deactivating ? 'admin.deactivate' : 'admin.activate');
  const title = store
    ? t(deactivating ? 'admin.deactivateAsk' : 'admin.activateAsk', {
        name: store.name,
      })
    : '';
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
        validationSchema={reasonSchema()}
        onSubmit={async (values) => {
          if (store) await onConfirm(store, values.reason.trim());
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={title}>
            <p>
              {t(deactivating ? 'admin.deactivateText' : 'admin.activateText')}
            </p>
            <FormikTextArea
              name="reason"
              label={t('admin.reason')}
              rows={2}
              maxLength={REASON_MAX}
            />
            <Flex gap={8} justify="end">
              <Button onClick={onCancel}>{t('admin.cancel')}</Button>
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
