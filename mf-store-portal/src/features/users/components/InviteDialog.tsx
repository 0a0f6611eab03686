import { Formik } from 'formik';
import { useSWRConfig } from 'swr';
import { applyApiErrors, FormikForm, FormikInput } from 'shared/ui/form';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { MESSAGES, yup } from 'shared/validation';
import { useStorePortalT } from '../../../i18n/t';
import { inviteStaff, staffKeys } from '../api';

/** Props of InviteDialog. */
export interface InviteDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
  /** after the invitation was sent, with the invited email */
  onInvited: (email: string) => void;
}

const inviteSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
});

/** Invite a person by email: the api mails them the sign-up link. */
export function InviteDialog({
  storeId,
  open,
  onClose,
  onInvited,
}: InviteDialogProps) {
  const t = useStorePortalT();
  const { mutate } = useSWRConfig();
  const refreshList = () =>
    mutate(
      (key) => Array.isArray(key) && key[0] === staffKeys.all(storeId)[0],
      undefined,
      { revalidate: true },
    );
  return (
    <Modal
      open={open}
      title={t('users.inviteTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={inviteSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const member = await inviteStaff(storeId, values.email.trim());
            await refreshList();
            onInvited(member.email);
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={t('users.inviteTitle')}>
            <p>{t('users.inviteText')}</p>
            <FormikInput
              name="email"
              label={t('users.email')}
              type="email"
              required
              autoComplete="off"
            />
            <Flex gap={8} justify="end">
              <Button onClick={onClose}>{t('users.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('users.sendInvitation')}
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
