import { Button, CloseOutlined } from 'shared/ui/antd';
import { InlineError, useErrorAt } from '../components/EditorField';
import { useBuilderT, useShownMessage } from '../../../i18n/t';
import { PictureFileInput } from './PictureFileInput';
import { usePictureUpload } from './usePictureUpload';

/** Props of ChoicePicture. */
export interface ChoicePictureProps {
  /** the choice's id, for unique element ids */
  valueId: number;
  /** the choice's number in the list (1-based) */
  n: number;
  /** the thumbnail's alternative text (the choice's name) */
  alt: string;
  url: string | null;
  /** the choice's image path in the document */
  path: string;
  onChange: (url: string | null) => void;
}

/** A choice's picture, compact for a row of the choices: thumbnail, upload icon, remove icon. */
export function ChoicePicture({
  valueId,
  n,
  alt,
  url,
  path,
  onChange,
}: ChoicePictureProps) {
  const t = useBuilderT();
  const { upload, problem, setProblem, isUploading } = usePictureUpload();
  const shownProblem = useShownMessage(problem);
  const error = useErrorAt(path);
  const problemId = `sb-value-${valueId}-image-problem`;
  const errorId = `sb-value-${valueId}-image-error`;
  const describedBy = [problem && problemId, error && errorId]
    .filter(Boolean)
    .join(' ');
  const handleFile = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded !== null) onChange(uploaded);
  };
  return (
    <div className="sb-choice-pic">
      <div className="sb-choice-pic__row">
        {url ? (
          <img
            className="sb-choice-pic__thumb"
            src={url}
            alt={alt}
            width={32}
            height={32}
          />
        ) : (
          <span
            className="sb-choice-pic__thumb sb-choice-pic__thumb--empty"
            aria-hidden="true"
          />
        )}
        <PictureFileInput
          id={`sb-value-${valueId}-image`}
          name={t('pictures.uploadFor', {
            target: t('pictures.choiceTarget', { n }),
          })}
          isBusy={isUploading}
          isInvalid={Boolean(problem || error)}
          describedBy={describedBy}
          onFile={(file) => void handleFile(file)}
        />
        {url && (
          <Button
            type="text"
            aria-label={t('pictures.removeFor', {
              target: t('pictures.choiceTarget', { n }),
            })}
            icon={<CloseOutlined aria-hidden="true" />}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          />
        )}
      </div>
      <span role="status" className="sb-pic-hidden">
        {isUploading ? t('pictures.uploadingChoice', { n }) : ''}
      </span>
      {problem && (
        <span id={problemId} className="sb-inline-error" role="alert">
          {shownProblem}
        </span>
      )}
      <InlineError id={errorId} path={path} />
    </div>
  );
}
