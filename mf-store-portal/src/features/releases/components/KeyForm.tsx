import { Formik } from 'formik';
import { useState } from 'react';
import { localiseMessage } from 'shared/i18n';
import {
  RELEASE_REMOTES,
  type ReleaseKeyCreated,
  type ReleaseRemote,
} from 'shared/contracts/releases';
import { Alert, Button, Flex, Form, Input } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useCreateReleaseKey } from '../hooks';
import { remoteLabel } from '../labels';
import { keySchema } from '../schema';
import { useStorePortalT } from '../../../i18n/t';

interface KeyValues {
  remote: ReleaseRemote | '';
  name: string;
}

/** The new key, shown once: its text and a Copy button. */
function NewKey({ created }: { created: ReleaseKeyCreated }) {
  const t = useStorePortalT();
  const [copied, setCopied] = useState(false);
  const handleCopy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <Alert
      type="success"
      showIcon
      title={t('releases.keys.created', {
        name: created.name,
        remote: remoteLabel(created.remote),
      })}
      description={
        <Flex gap={8} wrap align="center">
          <Input
            readOnly
            className="rel-key"
            aria-label={t('releases.keys.newKey')}
            value={created.key}
          />
          <Button onClick={() => void handleCopy()}>
            {t(copied ? 'releases.keys.copied' : 'releases.keys.copy')}
          </Button>
        </Flex>
      }
    />
  );
}

/** Creates a remote team's release key and shows it once. */
export function KeyForm() {
  const t = useStorePortalT();
  const create = useCreateReleaseKey();
  const [created, setCreated] = useState<ReleaseKeyCreated | null>(null);
  return (
    <>
      <Formik<KeyValues>
        initialValues={{ remote: '', name: '' }}
        validationSchema={keySchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const key = await create({
              remote: values.remote as ReleaseRemote,
              name: values.name.trim(),
            });
            setCreated(key);
            helpers.resetForm();
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ values, errors, submitCount, handleChange, handleBlur }) => (
          <FormikForm label={t('releases.keys.create')}>
            <Form.Item
              label={t('releases.keys.remote')}
              htmlFor="key-remote"
              required
              validateStatus={
                submitCount > 0 && errors.remote ? 'error' : undefined
              }
              help={
                submitCount > 0 &&
                errors.remote && (
                  <span id="key-remote-error">
                    {localiseMessage(errors.remote)}
                  </span>
                )
              }
            >
              <select
                id="key-remote"
                name="remote"
                className="rel-select"
                value={values.remote}
                onChange={handleChange}
                onBlur={handleBlur}
                aria-invalid={submitCount > 0 && Boolean(errors.remote)}
                aria-describedby={
                  submitCount > 0 && errors.remote
                    ? 'key-remote-error'
                    : undefined
                }
              >
                <option value="">{t('releases.keys.chooseRemote')}</option>
                {RELEASE_REMOTES.map((remote) => (
                  <option key={remote} value={remote}>
                    {remoteLabel(remote)}
                  </option>
                ))}
              </select>
            </Form.Item>
            <FormikInput name="name" label={t('releases.keys.name')} required />
            <FormikSubmit>{t('releases.keys.createKey')}</FormikSubmit>
          </FormikForm>
        )}
      </Formik>
      {created && <NewKey created={created} />}
    </>
  );
}
