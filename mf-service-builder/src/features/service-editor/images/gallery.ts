import {
  MAX_SERVICE_IMAGES,
  type ServiceDraft,
} from 'shared/contracts/serviceBuilder';
import { moveItem } from '../draft';

// Pure edits of the service's pictures: the gallery (`images`, in display order) and the cover
// (`image`). Every function answers a new document, or the same one when nothing changes.

/** A new picture last in the gallery; none past MAX_SERVICE_IMAGES. */
export function addPicture(
  draft: ServiceDraft,
  id: number,
  url: string,
): ServiceDraft {
  if (draft.images.length >= MAX_SERVICE_IMAGES) return draft;
  return { ...draft, images: [...draft.images, { id, url }] };
}

/** The gallery without one picture (the cover stays what it is). */
export const removePicture = (
  draft: ServiceDraft,
  id: number,
): ServiceDraft => ({
  ...draft,
  images: draft.images.filter((image) => image.id !== id),
});

/** Moves the picture at `from` to `to`. */
export function movePicture(
  draft: ServiceDraft,
  from: number,
  to: number,
): ServiceDraft {
  if (from === to || to < 0 || to >= draft.images.length) return draft;
  return { ...draft, images: moveItem(draft.images, from, to) };
}

/** A picture's address as the cover. */
export const chooseCover = (draft: ServiceDraft, url: string): ServiceDraft =>
  draft.image === url ? draft : { ...draft, image: url };
