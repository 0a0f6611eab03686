import {
  SERVICE_BUILDER_MESSAGES,
  type ServiceImage,
} from 'shared/contracts/serviceBuilder';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { ownerColumn, type ServiceOwner } from './serviceOwner';

// A service's gallery (migration 0032): read with the builder's document, written with
// its save (new pictures inserted, missing ones deleted, the rest put in the document's order).

export const SERVICE_IMAGE_MESSAGES = {
  notFound: 'This picture does not exist or is not part of this service.',
  notOwn: 'This picture is not part of this service. Reload the service.',
} as const;

/** The service's pictures in their order. */
export const serviceImages = (db: Db, serviceId: number) =>
  db.query<ServiceImage>(
    'SELECT id, url FROM service_images WHERE service_id = $1 ORDER BY position, id',
    [serviceId],
  );

/** 400 when a picture's id is positive but not one of this service's pictures. */
export async function assertOwnImages(
  tx: Db,
  serviceId: number,
  images: ServiceImage[],
): Promise<void> {
  const own = new Set((await serviceImages(tx, serviceId)).map((i) => i.id));
  const errors: Record<string, string> = {};
  images.forEach((image, i) => {
    if (image.id > 0 && !own.has(image.id))
      errors[`images.${i}.id`] = SERVICE_IMAGE_MESSAGES.notOwn;
  });
  if (Object.keys(errors).length > 0)
    throw validationError(errors, SERVICE_BUILDER_MESSAGES.invalid);
}

/** Writes the document's pictures (inside the save's transaction). */
export async function writeImages(
  tx: Db,
  serviceId: number,
  images: ServiceImage[],
): Promise<void> {
  await tx.query(
    'DELETE FROM service_images WHERE service_id = $1 AND NOT (id = ANY($2::int[]))',
    [serviceId, images.filter((i) => i.id > 0).map((i) => i.id)],
  );
  for (const [n, image] of images.entries()) {
    if (image.id > 0)
      await tx.query(
        'UPDATE service_images SET url = $2, position = $3 WHERE id = $1',
        [image.id, image.url.trim(), n + 1],
      );
    else
      await tx.query(
        'INSERT INTO service_images (service_id, url, position) VALUES ($1, $2, $3)',
        [serviceId, image.url.trim(), n + 1],
      );
  }
}

/** One picture of the owner's service; 404 when either is not theirs. */
export async function loadServiceImage(
  db: Db,
  owner: ServiceOwner,
  serviceId: number,
  imageId: number,
): Promise<ServiceImage> {
  const [column, ownerId] = ownerColumn(owner);
  const [image] = await db.query<ServiceImage>(
    `SELECT i.id, i.url FROM service_images i JOIN services s ON s.id = i.service_id
     WHERE i.id = $1 AND s.id = $2 AND s.${column} = $3`,
    [imageId, serviceId, ownerId],
  );
  if (!image) throw notFound(SERVICE_IMAGE_MESSAGES.notFound);
  return image;
}
