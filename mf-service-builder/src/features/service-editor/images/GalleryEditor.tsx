import { useEffect, useRef, useState } from 'react';
import {
  MAX_SERVICE_IMAGES,
  type ServiceDraft,
  type ServiceImage,
} from 'shared/contracts/serviceBuilder';
import { useAppFeedback } from 'shared/ui/antd';
import { useBuilderT, useShownMessage } from '../../../i18n/t';
import { InlineError, useErrorAt } from '../components/EditorField';
import { addPicture, chooseCover, movePicture, removePicture } from './gallery';
import { GalleryItem } from './GalleryItem';
import { PictureFileInput } from './PictureFileInput';
import { usePictureUpload } from './usePictureUpload';

/** Props of GalleryEditor. */
export interface GalleryEditorProps {
  /** the service's name, for the thumbnails' alternative text */
  name: string;
  images: ServiceImage[];
  cover: string | null;
  edit: (change: (draft: ServiceDraft) => ServiceDraft) => void;
  nextId: () => number;
}

/** Where the focus goes once the list has changed (a moved picture's button, a neighbour, Add). */
type FocusTarget = { id: number; action: 'left' | 'right' | 'remove' } | 'add';
const OTHER_WAY = { left: 'right', right: 'left', remove: 'remove' } as const;
const ADD_ID = 'sb-gallery-add';

/** The service's extra pictures in their order: add (up to 8), reorder, use as cover, remove. */
export function GalleryEditor({
  name,
  images,
  cover,
  edit,
  nextId,
}: GalleryEditorProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const { upload, problem, isUploading } = usePictureUpload();
  const shownProblem = useShownMessage(problem);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const listError = useErrorAt('images');
  const count = images.length;
  const isFull = count >= MAX_SERVICE_IMAGES;

  // A moved button is re-inserted in the DOM and loses the focus; give it back (or to its neighbour).
  useEffect(() => {
    const target = focusNext.current;
    const root = rootRef.current;
    focusNext.current = null;
    if (!target || !root) return;
    const find = (selector: string) =>
      root.querySelector<HTMLElement>(`${selector}:not(:disabled)`);
    if (target === 'add') return void find(`#${ADD_ID}`)?.focus();
    const item = `[data-image-id="${target.id}"]`;
    (
      find(`${item} [data-action="${target.action}"]`) ??
      find(`${item} [data-action="${OTHER_WAY[target.action]}"]`)
    )?.focus();
  }, [images, cover]);

  const handleFile = async (file: File) => {
    setAnnouncement('');
    const url = await upload(file);
    if (url === null) return;
    const id = nextId();
    edit((d) => addPicture(d, id, url));
    setAnnouncement(t('pictures.added'));
  };
  const handleMove = (image: ServiceImage, from: number, to: number) => {
    focusNext.current = { id: image.id, action: to < from ? 'left' : 'right' };
    edit((d) => movePicture(d, from, to));
    setAnnouncement(t('pictures.moved', { from: from + 1, to: to + 1, count }));
  };
  const handleCover = (image: ServiceImage, n: number) => {
    focusNext.current = { id: image.id, action: 'remove' };
    edit((d) => chooseCover(d, image.url));
    setAnnouncement(t('pictures.isCover', { n }));
  };
  const handleRemove = (image: ServiceImage, index: number) => {
    const n = index + 1;
    modal.confirm({
      title: t('pictures.removeTitle', { n }),
      content: t(
        image.url === cover
          ? 'pictures.removeCoverText'
          : 'pictures.removeText',
        { n },
      ),
      okText: t('pictures.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('pictures.cancel'),
      onOk: () => {
        const neighbour = images[index + 1] ?? images[index - 1];
        focusNext.current = neighbour
          ? { id: neighbour.id, action: 'remove' }
          : 'add';
        edit((d) => removePicture(d, image.id));
        setAnnouncement(t('pictures.removed', { n }));
      },
    });
  };

  const describedBy = [
    'sb-gallery-count',
    isFull && 'sb-gallery-full',
    problem && 'sb-gallery-problem',
    listError && 'sb-gallery-error',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="sb-gallery" ref={rootRef}>
      <div className="sb-gallery__head">
        <h3 id="sb-gallery-title" className="sb-gallery__title">
          {t('pictures.gallery')}
        </h3>
        <span id="sb-gallery-count" className="sb-muted">
          {t('pictures.galleryCount', { count, max: MAX_SERVICE_IMAGES })}
        </span>
      </div>
      <p className="sb-muted sb-gallery__hint">{t('pictures.galleryHint')}</p>
      <InlineError id="sb-gallery-error" path="images" />
      {count === 0 ? (
        <p className="sb-empty">{t('pictures.galleryEmpty')}</p>
      ) : (
        <ol className="sb-gallery__list" aria-labelledby="sb-gallery-title">
          {images.map((image, index) => (
            <GalleryItem
              key={image.id}
              image={image}
              alt={t('pictures.galleryAlt', {
                name: name.trim() || t('pictures.thisServiceAlt'),
                n: index + 1,
                count,
              })}
              index={index}
              count={count}
              isCover={image.url === cover}
              onMove={(to) => handleMove(image, index, to)}
              onCover={() => handleCover(image, index + 1)}
              onRemove={() => handleRemove(image, index)}
            />
          ))}
        </ol>
      )}
      <div className="sb-gallery__add">
        <PictureFileInput
          id={ADD_ID}
          name={t('pictures.toGallery')}
          visibleText={t('pictures.addPicture')}
          isBusy={isUploading}
          isDisabled={isFull}
          isInvalid={Boolean(problem)}
          describedBy={describedBy}
          onFile={(file) => void handleFile(file)}
        />
        {isFull && (
          <span id="sb-gallery-full" className="sb-muted">
            {t('pictures.galleryFull')}
          </span>
        )}
      </div>
      <span role="status" className="sb-pic-hidden">
        {isUploading ? t('pictures.uploading') : announcement}
      </span>
      {problem && (
        <span id="sb-gallery-problem" className="sb-inline-error" role="alert">
          {shownProblem}
        </span>
      )}
    </div>
  );
}
