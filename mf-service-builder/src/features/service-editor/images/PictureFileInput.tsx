import { IMAGE_TYPES } from 'shared/options';
import { LoadingOutlined, UploadOutlined } from 'shared/ui/antd';
import './images.css';

/** Props of PictureFileInput. */
export interface PictureFileInputProps {
  id: string;
  /**
   * the input's name, or with `visibleText` the rest of it, read but not shown ('for the cover'):
   * two catalogue texts, since a translated whole would not start with the translated start
   */
  name: string;
  /** the start of the name the button shows ('Upload picture'); without it only the icon shows */
  visibleText?: string;
  isBusy: boolean;
  isDisabled?: boolean;
  /** ids of the messages and hints that describe the input */
  describedBy?: string;
  isInvalid?: boolean;
  onFile: (file: File) => void;
}

/**
 * A real file input (reached by Tab, opened by Enter or Space) under a label drawn as a button; the
 * label names it, so pointer, touch and keyboard reach the same control.
 */
export function PictureFileInput({
  id,
  name,
  visibleText,
  isBusy,
  isDisabled = false,
  describedBy,
  isInvalid = false,
  onFile,
}: PictureFileInputProps) {
  const hidden = name.trim();
  return (
    <span className="sb-pic-file">
      <input
        id={id}
        className="sb-pic-file__input"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={isBusy || isDisabled}
        aria-busy={isBusy || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={
          visibleText
            ? 'sb-pic-file__button'
            : 'sb-pic-file__button sb-pic-file__button--icon'
        }
      >
        {isBusy ? (
          <LoadingOutlined aria-hidden="true" />
        ) : (
          <UploadOutlined aria-hidden="true" />
        )}
        {visibleText}
        {hidden && (
          <>
            {' '}
            <span className="sb-pic-hidden">{hidden}</span>
          </>
        )}
      </label>
    </span>
  );
}
