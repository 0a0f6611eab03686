import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { isImageTooLarge } from 'shared/options';
import { Button } from 'shared/ui/antd';
import type { OptionInputProps } from './OptionField';

/** Our own: the spec gives the limit (8388608 bits) but no message. */
export const IMAGE_TOO_LARGE_MESSAGE =
  'This image is too large. Please choose an image under 1 MB.';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** i image upload: the chosen file is kept as a data URL; a too-large image is refused. */
export function ImageOptionInput({
  option,
  id,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const [field, , helpers] = useField<string | undefined>(
    `answers.${option.id}`,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const dataUrl = await readAsDataUrl(file);
      if (isImageTooLarge(dataUrl)) {
        setProblem(IMAGE_TOO_LARGE_MESSAGE);
        input.value = '';
        return;
      }
      setProblem(null);
      await helpers.setValue(dataUrl);
    } catch {
      setProblem('We could not read this image. Please try another one.');
    } finally {
      void helpers.setTouched(true, false);
    }
  };

  return (
    <div className="sd-image">
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(e) => void handleChange(e)}
        aria-invalid={isInvalid || Boolean(problem)}
        aria-required={option.is_required || undefined}
        aria-describedby={
          [problem && problemId, describedBy].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {problem && (
        <div id={problemId} className="sd-image__problem" role="alert">
          {problem}
        </div>
      )}
      {field.value && (
        <div className="sd-image__preview">
          <img src={field.value} alt={`Your ${option.label.value}`} />
          <Button size="small" onClick={() => void helpers.setValue(undefined)}>
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
