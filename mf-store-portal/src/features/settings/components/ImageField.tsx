import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { FormikInput } from 'shared/ui/form';
import { uploadImage } from '../api';

/** Props of ImageField. */
export interface ImageFieldProps {
  name: 'logo' | 'favicon';
  label: string;
  storeId: number;
}

const MAX_BYTES = 8388608 / 8; // the spec's image size rule (section 9): 1 MB

/** An image's address, typed or filled in by uploading a file (the api checks type and size). */
export function ImageField({ name, label, storeId }: ImageFieldProps) {
  const [, , helpers] = useField<string>(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = `${name}-file`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BYTES) {
      setProblem('This image is too large. The limit is 1 MB.');
      return;
    }
    setBusy(true);
    try {
      const url = await uploadImage(storeId, file);
      await helpers.setValue(url);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="settings-image">
      <FormikInput
        name={name}
        label={`${label} address`}
        help="An https:// address, or upload a PNG, JPEG, WebP or GIF image of up to 1 MB."
      />
      <label className="settings-image__upload" htmlFor={fileId}>
        {busy ? 'Uploading…' : `Upload a ${label.toLowerCase()}`}
      </label>
      <input
        id={fileId}
        className="settings-image__file"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={busy}
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
