import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { localiseMessage } from 'shared/i18n';
import type { WorkOrder } from 'shared/contracts/repair';
import { Alert, Button } from 'shared/ui/antd';
import { imageRefusal } from 'shared/options';
import { attachImage, uploadImage } from './workOrderApi';
import { errorWords, useVendorT } from '../i18n/t';

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
  const t = useVendorT();
  const list = useRef<HTMLUListElement>(null);
  const photos = workOrder.images.filter((image) => image.stage === 'after');
  // After an upload, focus goes to the new picture once the refreshed work order shows it (the
  // count of pictures before the upload tells the new one from a refresh that brought nothing).
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    const before = focusAfter.current;
    if (before === null || photos.length <= before) return;
    focusAfter.current = null;
    list.current?.querySelector<HTMLElement>('li:last-child img')?.focus();
  }, [done, photos.length]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!file) {
      setError(t('parts.upload.choose'));
      return;
    }
    const refusal = await imageRefusal(file);
    if (refusal) {
      setError(localiseMessage(refusal));
      return;
    }
    setError(null);
    setBusy(true);
    const before = photos.length;
    try {
      const ok = await write(async () => {
        const name = await uploadImage(workOrder.store.id, file);
        await attachImage(workOrder.id, { name, stage: 'after' });
      });
      if (ok) {
        focusAfter.current = before;
        setDone(true);
        setFile(null);
        (event.target as HTMLFormElement).reset();
      }
    } catch (e) {
      setError(errorWords(e) ?? t('parts.upload.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {photos.length > 0 && (
        <ul
          ref={list}
          className="vp-images"
          aria-label={t('parts.upload.list')}
        >
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <img
                src={photo.url}
                alt={t('parts.upload.view', { number: index + 1 })}
                tabIndex={-1}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={handleSubmit}
        aria-label={t('parts.upload.form')}
        noValidate
      >
        <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
          {t('parts.upload.label')}
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
            {t('parts.upload.submit')}
          </Button>
        </div>
        <p role="status" className="vp-saved">
          {done ? t('parts.upload.done') : ''}
        </p>
      </form>
    </>
  );
}
