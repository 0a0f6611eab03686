import { memo } from 'react';
import type {
  ServiceDraft,
  ServiceImage,
} from 'shared/contracts/serviceBuilder';
import { useBuilderT } from '../../../i18n/t';
import { GalleryEditor } from './GalleryEditor';
import { ImageUploadField } from './ImageUploadField';
import './images.css';

/** Props of PicturesSection. */
export interface PicturesSectionProps {
  /** the service's name, for the cover's alternative text */
  name: string;
  cover: string | null;
  images: ServiceImage[];
  edit: (change: (draft: ServiceDraft) => ServiceDraft, key?: string) => void;
  nextId: () => number;
}

/**
 * The service's pictures: the cover and the gallery. Memoised on them, so typing in another field
 * does not redraw the thumbnails.
 */
export const PicturesSection = memo(function PicturesSection({
  name,
  cover,
  images,
  edit,
  nextId,
}: PicturesSectionProps) {
  const t = useBuilderT();
  return (
    <section className="sb-card" aria-labelledby="sb-pictures-title">
      <h2 id="sb-pictures-title" className="sb-card__title">
        {t('pictures.title')}
      </h2>
      <ImageUploadField
        id="sb-cover"
        legend={t('pictures.cover')}
        target={t('pictures.theCover')}
        alt={t('pictures.coverOf', {
          name: name.trim() || t('pictures.thisService'),
        })}
        path="image"
        value={cover}
        onChange={(image) => edit((d) => ({ ...d, image }))}
      />
      <GalleryEditor
        name={name}
        images={images}
        cover={cover}
        edit={edit}
        nextId={nextId}
      />
    </section>
  );
});
