import { useId, useState, type FormEvent } from 'react';
import type { WorkOrder } from 'shared/contracts/repair';
import { Alert, Button } from 'shared/ui/antd';
import { imageRefusal } from 'shared/options';
import { attachImage, uploadImage } from './workOrderApi';

/** Props of AfterImageUpload. */
export interface AfterImageUploadProps {
  workOrder: WorkOrder;
  /** runs the upload as a work-order write (refreshes after; false when refused with 409) */
  write: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * Uploads a photo of the finished piece: a file that is not an image or is over the spec's size
 * estimate is refused here, before anything is sent; then POST /uploads and the work order's image.
 */
export function AfterImageUpload({ workOrder, write }: AfterImageUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!file) {
      setError('Please choose an image to upload.');
      return;
    }
    const refusal = await imageRefusal(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const ok = await write(async () => {
        const name = await uploadImage(workOrder.store.id, file);
        await attachImage(workOrder.id, { name, stage: 'after' });
      });
      if (ok) {
        setDone(true);
        setFile(null);
        (event.target as HTMLFormElement).reset();
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Upload an after image" noValidate>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        After image (PNG, JPEG, WebP or GIF, under 1 MB)
      </label>
      <input
        id={id}
        className="vp-file-input"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setError(null);
          setDone(false);
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      {error && (
        <Alert
          id={`${id}-error`}
          type="error"
          role="alert"
          showIcon
          title={error}
          style={{ margin: '8px 0' }}
        />
      )}
      <div className="vp-actions" style={{ marginTop: 8 }}>
        <Button htmlType="submit" loading={busy}>
          Upload after image
        </Button>
      </div>
      <p role="status" className="vp-saved">
        {done ? 'After image uploaded.' : ''}
      </p>
    </form>
  );
}
