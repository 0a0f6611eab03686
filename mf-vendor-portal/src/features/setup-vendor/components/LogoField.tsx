import { useField } from 'formik';
import { useId, type ChangeEvent } from 'react';
import { IMAGE_TYPES } from 'shared/options';
import { Button } from 'shared/ui/antd';
import { useImageUpload } from 'shared/ui/form';
import { localiseMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import '../setupVendor.css';

/** The workshop's logo: a preview, an upload (type and size checked before sending) and remove. */
export function LogoField() {
  const t = useVendorT();
  const [field, meta, helpers] = useField<string>('logo');
  // no store: the workshop's own picture (the api keeps it as the vendor user's upload)
  const { upload, problem, isUploading } = useImageUpload();
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  const problemId = `${fileId}-problem`;
  const error = problem ?? meta.error ?? null;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await upload(file, (url) => helpers.setValue(url));
  };

  return (
    <fieldset className="vp-card sv-logo">
      <legend>{t('profile.logo.legend')}</legend>
      <div className="sv-logo__row">
        {field.value ? (
          <img
            className="sv-logo__preview"
            src={field.value}
            alt={t('profile.logo.alt')}
            width={96}
            height={96}
          />
        ) : (
          <span className="sv-logo__preview sv-logo__preview--empty">
            {t('profile.logo.none')}
          </span>
        )}
        <div className="vp-stack">
          {/* the real file input stays in the tab order; its label is what the eye and pointer see */}
          <span className="sv-logo__picker">
            <input
              id={fileId}
              className="sv-logo__file"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={isUploading}
              aria-busy={isUploading || undefined}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={[hintId, error && problemId]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => void handleFile(event)}
            />
            <label className="sv-logo__upload" htmlFor={fileId}>
              {isUploading
                ? t('profile.logo.uploading')
                : field.value
                  ? t('profile.logo.another')
                  : t('profile.logo.upload')}
            </label>
          </span>
          {field.value && (
            <Button onClick={() => void helpers.setValue('')}>
              {t('profile.logo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId}>{t('profile.logo.hint')}</p>
      {error && (
        <p id={problemId} className="vs-error" role="alert">
          {localiseMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
