import { useId, useState, type ChangeEvent } from 'react';
import { uploadNameOf } from 'shared/api';
import { useValidationMessage } from 'shared/i18n';
import { IMAGE_TYPES } from 'shared/options';
import { useSession } from 'shared/session';
import { Banner } from 'shared/ui';
import { Checkbox, Flex, Radio } from 'shared/ui/antd';
import { useImageUpload } from 'shared/ui/form';
import { useStorePortalT } from '../i18n/t';
import { addImage, type RecordPath } from './api';
import './records.css';

/** Props of ImageUpload. */
export interface ImageUploadProps {
  path: RecordPath;
  /** a sales order's images may be shared with the customer */
  canShare?: boolean;
  onAdded: () => void;
}

/**
 * Adds a before or after image to a record: refused here, with a clear message, when it is not an
 * image or is over the spec's size rule; otherwise uploaded (`POST uploads`) and attached.
 */
export function ImageUpload({
  path,
  canShare = false,
  onAdded,
}: ImageUploadProps) {
  const id = useId();
  const t = useStorePortalT();
  const [stage, setStage] = useState<'before' | 'after'>('before');
  const [isShared, setShared] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { upload, problem, isUploading } = useImageUpload(
    useSession().store?.id,
  );
  const shownProblem = useValidationMessage(problem ?? undefined);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || isUploading) return;
    setDone(null);
    const url = await upload(file, (uploaded) =>
      addImage(path, {
        name: uploadNameOf(uploaded),
        stage,
        ...(canShare ? { is_shared: isShared } : {}),
      }),
    );
    input.value = '';
    if (!url) return;
    setDone(
      t(
        stage === 'before'
          ? 'recordForms.beforeAdded'
          : 'recordForms.afterAdded',
      ),
    );
    onAdded();
  };

  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={t('recordForms.imageOf')}
        value={stage}
        onChange={(e) => setStage(e.target.value as 'before' | 'after')}
        options={[
          { label: t('recordForms.before'), value: 'before' },
          { label: t('recordForms.after'), value: 'after' },
        ]}
      />
      {canShare && (
        <Checkbox
          checked={isShared}
          onChange={(e) => setShared(e.target.checked)}
        >
          {t('recordForms.share')}
        </Checkbox>
      )}
      <div className="rec-field">
        <label htmlFor={id}>{t('recordForms.addImage')}</label>
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          // not disabled while uploading: focus stays here, and the result is read out below
          aria-disabled={isUploading}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => void handleChange(e)}
        />
      </div>
      {isUploading && <p role="status">{t('recordForms.uploading')}</p>}
      {shownProblem && (
        <p id={`${id}-problem`} className="rec-error" role="alert">
          {shownProblem}
        </p>
      )}
      {done && <Banner type="success" title={done} />}
    </Flex>
  );
}
