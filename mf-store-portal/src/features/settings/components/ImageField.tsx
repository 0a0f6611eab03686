import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { IMAGE_TYPES } from 'shared/options';
import { FormikInput, useImageUpload } from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';

/** Props of ImageField. */
export interface ImageFieldProps {
  name: 'logo' | 'favicon';
  storeId: number;
}

/** An image's address, typed or filled in by uploading a file (type and size checked before sending). */
export function ImageField({ name, storeId }: ImageFieldProps) {
  const t = useStorePortalT();
  const [, , helpers] = useField<string>(name);
  const { upload, problem, isUploading: busy } = useImageUpload(storeId);
  const fileId = `${name}-file`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const url = await upload(file, (address) => helpers.setValue(address));
    // Focus goes to the uploaded file: the address field, which now holds its address.
    if (url) document.getElementById(name)?.focus();
  };

  return (
    <div className="settings-image">
      <FormikInput
        name={name}
        label={t(`settings.${name}Address`)}
        help={t('settings.imageHelp')}
      />
      <label className="settings-image__upload" htmlFor={fileId}>
        {busy
          ? t('settings.uploading')
          : t(
              name === 'logo'
                ? 'settings.uploadLogo'
                : 'settings.uploadFavicon',
            )}
      </label>
      <input
        id={fileId}
        className="settings-image__file"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        // not disabled while uploading: a disabled input would drop focus to the page
        aria-disabled={busy}
        onChange={(event) => void onFile(event)}
      />
      {problem && (
        <p className="settings-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
