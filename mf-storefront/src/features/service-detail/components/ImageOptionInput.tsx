import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { isApiError } from 'shared/api';
import { IMAGE_TYPES, imageProblem } from 'shared/options';
import { readSession, updateSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import { Button } from 'shared/ui/antd/core';
import { uploadImage } from '../api';
import { useIsPreview } from '../preview';
import type { OptionInputProps } from './OptionField';
import { useStorefrontT } from '../../../i18n/t';

/** Our own: the spec gives the limit (8388608 bits) but no message. */
export const IMAGE_TOO_LARGE_MESSAGE =
  'This image is too large. Please choose an image under 1 MB.';

export const IMAGE_TYPE_MESSAGE =
  'Please choose a PNG, JPEG, WebP or GIF image.';

/**
 * Uploads for the visitor: a customer by their login; a guest for their last cart, or (with no cart
 * yet) for a new empty cart the api opens, whose id is remembered so the next add-to-cart fills it.
 */
async function uploadForVisitor(storeId: number, file: File) {
  const { customer, cartIds } = readSession();
  const last = cartIds[cartIds.length - 1];
  const guest = customer
    ? undefined
    : { cartId: typeof last === 'string' ? last : null };
  const { url, cart_id: cartId } = await uploadImage(storeId, file, guest);
  if (guest && cartId && cartId !== guest.cartId) {
    const session = readSession();
    updateSession({
      cartIds: [...session.cartIds.filter((id) => id !== cartId), cartId],
    });
  }
  return url;
}

/**
 * i image upload: the size is checked first (spec estimate on the data URL), then the image goes to
 * `POST uploads` and the answer keeps only the returned short URL.
 */
export function ImageOptionInput({
  option,
  id,
  labelId,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const t = useStorefrontT();
  const [field, , helpers] = useField<string | undefined>(
    `answers.${option.id}`,
  );
  const { storeId } = useTenant();
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const problemId = `${id}-problem`;
  const isPreview = useIsPreview();

  const refuse = (input: HTMLInputElement, message: string) => {
    setProblem(message);
    input.value = '';
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || storeId === null) return;
    try {
      const problem = await imageProblem(file);
      if (problem === 'type')
        return refuse(input, t('serviceDetail.imageType'));
      if (problem === 'size')
        return refuse(input, t('serviceDetail.imageTooLarge'));
      setProblem(null);
      // The builder's preview checks the file as here, and uploads nothing.
      if (isPreview) return void (await helpers.setValue(file.name));
      setUploading(true);
      await helpers.setValue(await uploadForVisitor(storeId, file));
    } catch (error) {
      refuse(
        input,
        isApiError(error) && error.message
          ? error.message
          : t('serviceDetail.uploadFailed'),
      );
    } finally {
      setUploading(false);
      void helpers.setTouched(true, false);
    }
  };

  return (
    <div className="sd-image">
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={isUploading}
        aria-labelledby={labelId}
        onChange={(e) => void handleChange(e)}
        aria-invalid={isInvalid || Boolean(problem)}
        aria-required={option.is_required || undefined}
        aria-describedby={
          [problem && problemId, describedBy].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {isUploading && (
        <div className="sd-image__status" role="status">
          {t('serviceDetail.uploading')}
        </div>
      )}
      {problem && (
        <div id={problemId} className="sd-image__problem" role="alert">
          {problem}
        </div>
      )}
      {field.value && isPreview && (
        <p className="sd-image__status">
          {t('serviceDetail.previewChosen', { name: field.value })}
        </p>
      )}
      {field.value && !isPreview && (
        <div className="sd-image__preview">
          <img
            src={field.value}
            alt={t('serviceDetail.yourImage', { option: option.label.value })}
          />
          <Button size="small" onClick={() => void helpers.setValue(undefined)}>
            {t('serviceDetail.removeImage')}
          </Button>
        </div>
      )}
    </div>
  );
}
