import { Formik } from 'formik';
import type { RemoteRelease } from 'shared/contracts/releases';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikTextArea } from 'shared/ui/form';
import {
  describeChange,
  doneText,
  initialValues,
  toChange,
  type ChangeRequest,
  type ChangeValues,
} from '../changes';
import { useReleaseChange } from '../hooks';
import { changeSchema, REASON_MAX } from '../schema';
import { ShareField, StoreField, VersionField } from './ChangeFields';
import { useStorePortalT } from '../../../i18n/t';

/** Props of ChangeDialog. */
export interface ChangeDialogProps {
  release: RemoteRelease;
  /** the change asked for; null = closed */
  request: ChangeRequest | null;
  /** called with what the page says once the api took the change */
  onDone: (text: string) => void;
  onCancel: () => void;
}

/**
 * Asks for one roll-out change: what it does, the fields it needs and the reason the api audits.
 * A refused change (400, 404, 409) keeps the dialog open with what was typed, the api's message on
 * top and its field errors on the fields.
 */
export function ChangeDialog({
  release,
  request,
  onDone,
  onCancel,
}: ChangeDialogProps) {
  const t = useStorePortalT();
  const send = useReleaseChange();
  const text = request ? describeChange(release, request) : null;
  return (
    <Modal
      open={request !== null}
      title={text?.title}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      {request && text && (
        <Formik<ChangeValues>
          initialValues={initialValues(release, request)}
          validationSchema={changeSchema(text.fields)}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const saved = await send(
                release.remote,
                toChange(request, values),
                values.reason.trim(),
              );
              onDone(doneText(saved, request));
            } catch (error) {
              helpers.setStatus(applyApiErrors(error, helpers));
            }
          }}
        >
          {({ isSubmitting }) => (
            <FormikForm label={text.title}>
              <p>{text.text}</p>
              {text.fields.store && <StoreField />}
              {text.fields.version && (
                <VersionField versions={release.versions} />
              )}
              {text.fields.share && <ShareField />}
              <FormikTextArea
                name="reason"
                id="release-reason"
                label={t('releases.change.reason')}
                required
                rows={2}
                maxLength={REASON_MAX}
              />
              <Flex gap={8} justify="end">
                <Button onClick={onCancel}>
                  {t('releases.change.cancel')}
                </Button>
                <Button
                  type="primary"
                  danger={text.danger}
                  htmlType="submit"
                  loading={isSubmitting}
                >
                  {text.submit}
                </Button>
              </Flex>
            </FormikForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
