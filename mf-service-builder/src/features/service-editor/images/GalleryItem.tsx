import type { ServiceImage } from 'shared/contracts/serviceBuilder';
import {
  Button,
  DeleteOutlined,
  LeftOutlined,
  RightOutlined,
} from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { InlineError, useErrorAt } from '../components/EditorField';

/** Props of GalleryItem. */
export interface GalleryItemProps {
  image: ServiceImage;
  /** the thumbnail's alternative text */
  alt: string;
  index: number;
  count: number;
  isCover: boolean;
  onMove: (to: number) => void;
  onCover: () => void;
  onRemove: () => void;
}

/** One picture of the gallery: its thumbnail, move left and right, use as cover, remove. */
export function GalleryItem({
  image,
  alt,
  index,
  count,
  isCover,
  onMove,
  onCover,
  onRemove,
}: GalleryItemProps) {
  const t = useBuilderT();
  const n = index + 1;
  const at = `images.${index}`;
  const idError = useErrorAt(`${at}.id`);
  const urlError = useErrorAt(`${at}.url`);
  const idErrorId = `sb-image-${image.id}-id-error`;
  const urlErrorId = `sb-image-${image.id}-url-error`;
  const describedBy =
    [idError && idErrorId, urlError && urlErrorId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <li
      className="sb-gallery__item"
      data-image-id={image.id}
      data-invalid={idError || urlError ? '' : undefined}
    >
      <div className="sb-gallery__frame">
        <img
          className="sb-gallery__thumb"
          src={image.url}
          alt={alt}
          width={120}
          height={90}
        />
        {isCover && (
          <span className="sb-gallery__badge">{t('pictures.cover')}</span>
        )}
      </div>
      <div className="sb-gallery__actions">
        <Button
          type="text"
          size="small"
          data-action="left"
          aria-label={t('pictures.moveLeft', { n })}
          aria-describedby={describedBy}
          disabled={index === 0}
          icon={<LeftOutlined aria-hidden="true" />}
          onClick={() => onMove(index - 1)}
        />
        <Button
          type="text"
          size="small"
          data-action="right"
          aria-label={t('pictures.moveRight', { n })}
          aria-describedby={describedBy}
          disabled={index === count - 1}
          icon={<RightOutlined aria-hidden="true" />}
          onClick={() => onMove(index + 1)}
        />
        <Button
          type="text"
          size="small"
          danger
          data-action="remove"
          aria-label={t('pictures.removeN', { n })}
          aria-describedby={describedBy}
          icon={<DeleteOutlined aria-hidden="true" />}
          onClick={onRemove}
        />
      </div>
      {!isCover && (
        <Button
          size="small"
          className="sb-gallery__cover"
          aria-label={t('pictures.useAsCoverN', { n })}
          aria-describedby={describedBy}
          onClick={onCover}
        >
          {t('pictures.useAsCover')}
        </Button>
      )}
      <InlineError id={idErrorId} path={`${at}.id`} />
      <InlineError id={urlErrorId} path={`${at}.url`} />
    </li>
  );
}
