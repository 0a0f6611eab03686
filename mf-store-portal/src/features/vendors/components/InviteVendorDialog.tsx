import { Formik } from 'formik';
import { applyApiErrors, FormikForm, FormikInput } from 'shared/ui/form';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { inviteVendor } from '../api';
import { useRefreshVendors } from '../hooks';
import { inviteVendorSchema } from '../schema';

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
  const refresh = useRefreshVendors();
  return (
    <Modal
      open={open}
      title="Invite a vendor"
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
          <FormikForm label="Invite a vendor">
            <p>
              We mail them a link. Once they accept it on the vendor portal, you
              can send them work orders.
            </p>
            <FormikInput
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="off"
            />
            <FormikInput name="name" label="Name (optional)" />
            <Flex gap={8} justify="end">
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                Send invitation
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
