import { useState } from 'react';
import { Button, DeleteOutlined, Input } from 'shared/ui/antd';
import { InlineError, useErrorAt } from '../components/EditorField';
import { useBuilderT, useShownMessage } from '../../../i18n/t';
import { PictureFileInput } from './PictureFileInput';
import { usePictureUpload } from './usePictureUpload';

/** Props of ImageUploadField. */
export interface ImageUploadFieldProps {
  id: string;
  legend: string;
  /** what the picture is of, for the buttons' names ('the cover' → 'Upload picture for the cover') */
  target: string;
  /** the thumbnail's alternative text */
  alt: string;
  /** the document path whose message shows under the field */
  path: string;
  value: string | null;
  /** also offer a text input for an address ('or paste an address') */
  hasAddressInput?: boolean;
  /** `key` is set while typing an address, so typing on stays one undo step */
  onChange: (url: string | null, key?: string) => void;
}

/** One picture: its thumbnail, an upload (checked before it is sent), remove, and an optional address. */
export function ImageUploadField({
  id,
  legend,
  target,
  alt,
  path,
  value,
  hasAddressInput = false,
  onChange,
}: ImageUploadFieldProps) {
  const t = useBuilderT();
  const { upload, problem, setProblem, isUploading } = usePictureUpload();
  const shownProblem = useShownMessage(problem);
  const [done, setDone] = useState(false);
  const error = useErrorAt(path);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, problem && problemId, error && errorId]
    .filter(Boolean)
    .join(' ');

  const handleFile = async (file: File) => {
    setDone(false);
    const url = await upload(file);
    if (url === null) return;
    onChange(url);
    setDone(true);
  };

  return (
    <fieldset className="sb-pic">
      <legend className="sb-pic__legend">{legend}</legend>
      <div className="sb-pic__row">
        {value ? (
          <img
            className="sb-pic__thumb"
            src={value}
            alt={alt}
            width={96}
            height={72}
          />
        ) : (
          <span className="sb-pic__thumb sb-pic__thumb--empty">
            {t('pictures.none')}
          </span>
        )}
        <div className="sb-pic__actions">
          <PictureFileInput
            id={`${id}-file`}
            name={t('pictures.forTarget', { target })}
            visibleText={t('pictures.upload')}
            isBusy={isUploading}
            isInvalid={Boolean(problem || error)}
            describedBy={describedBy}
            onFile={(file) => void handleFile(file)}
          />
          {value && (
            <Button
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-label={t('pictures.removeFor', { target })}
              onClick={() => {
                setProblem(null);
                setDone(false);
                onChange(null);
              }}
            >
              {t('pictures.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="sb-muted sb-pic__hint">
        {t('pictures.hint')}
      </p>
      <span role="status" className="sb-pic__status">
        {isUploading
          ? t('pictures.uploading')
          : done
            ? t('pictures.uploaded')
            : ''}
      </span>
      {problem && (
        <span id={problemId} className="sb-inline-error" role="alert">
          {shownProblem}
        </span>
      )}
      <InlineError id={errorId} path={path} />
      {hasAddressInput && (
        <div className="sb-pic__address">
          <label htmlFor={`${id}-url`}>{t('pictures.address')}</label>
          <Input
            id={`${id}-url`}
            type="url"
            maxLength={2048}
            value={value ?? ''}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.value || null, 'url')}
          />
        </div>
      )}
    </fieldset>
  );
}
