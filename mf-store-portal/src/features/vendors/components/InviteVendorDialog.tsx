import { Formik } from 'formik';
import { applyApiErrors, FormikForm, FormikInput } from 'shared/ui/form';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { inviteVendor } from '../api';
import { useRefreshVendors } from '../hooks';
import { inviteVendorSchema } from '../schema';
import { useStorePortalT } from '../../../i18n/t';

/** Props of InviteVendorDialog. */
export interface InviteVendorDialogProps {
  open: boolean;
  onClose: () => void;
  /** after the invitation was sent, with the invited email */
  onInvited: (email: string) => void;
}

/** Invite a vendor by email: the api mails them a link to accept on the vendor portal. */
export function InviteVendorDialog({
  open,
  onClose,
  onInvited,
}: InviteVendorDialogProps) {
  const t = useStorePortalT();
  const refresh = useRefreshVendors();
  return (
    <Modal
      open={open}
      title={t('vendors.inviteTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Formik
        initialValues={{ email: '', name: '' }}
        validationSchema={inviteVendorSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const name = values.name.trim();
            const invitation = await inviteVendor({
              email: values.email.trim(),
              ...(name ? { name } : {}),
            });
            await refresh();
            onInvited(invitation.email);
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={t('vendors.inviteTitle')}>
            <p>{t('vendors.inviteText')}</p>
            <FormikInput
              name="email"
              label={t('vendors.email')}
              type="email"
              required
              autoComplete="off"
            />
            <FormikInput name="name" label={t('vendors.nameOptional')} />
            <Flex gap={8} justify="end">
              <Button onClick={onClose}>{t('vendors.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('vendors.sendInvitation')}
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
