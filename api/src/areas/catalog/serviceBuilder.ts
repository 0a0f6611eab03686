import {
  SERVICE_BUILDER_MESSAGES,
  type BuilderService,
  type OptionDraft,
  type ServiceDraft,
  type ServiceSave,
} from 'shared/contracts/serviceBuilder';
import { validateServiceDraft } from 'shared/options';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { ownerColumn, type ServiceOwner } from './serviceOwner';
import { assertOwnImages, writeImages } from './serviceImages';
import {
  assertOwnOptions,
  savedUrlParameters,
  writeOptions,
} from './serviceBuilderOptions';
import { loadBuilderService, urlIntegrationOf } from './serviceBuilderReads';
import { blankToNull } from '../../platform/text';
import { money } from '../../platform/wire';

// The service builder (shared/contracts/serviceBuilder): a store's or a vendor's service
// (serviceOwner.ts) as one document, checked by shared/options' validateServiceDraft (the
// builder's own check) and written whole in one transaction under the service's version, so a
// refused or stale save changes nothing. What the builder opens: serviceBuilderReads.ts.

/** 400 with the document's messages by path, or the category not being the store's. */
async function assertValid(
  db: Db,
  owner: ServiceOwner,
  draft: ServiceDraft,
  serviceId: number | null,
) {
  const urlIntegration = await urlIntegrationOf(db, owner);
  const errors = validateServiceDraft(draft, {
    urlIntegration,
    savedUrlParameters: await savedUrlParameters(db, serviceId),
  });
  const seen = new Set<number>();
  draft.options.forEach((option, i) => {
    if (seen.has(option.id))
      errors[`options.${i}.id`] = 'Two options have the same id.';
    seen.add(option.id);
  });
  if (draft.category_id !== null) {
    const [category] =
      'store' in owner
        ? await db.query(
            'SELECT 1 FROM service_categories WHERE id = $1 AND store_id = $2',
            [draft.category_id, owner.store],
          )
        : [];
    if (!category)
      errors.category_id = SERVICE_BUILDER_MESSAGES.categoryNotFound;
  }
  if (Object.keys(errors).length > 0)
    throw validationError(errors, SERVICE_BUILDER_MESSAGES.invalid);
}

const serviceParams = (d: ServiceDraft) => [
  d.name.trim(),
  d.description.trim(),
  money(d.price),
  d.category_id,
  blankToNull(d.item_tag),
  blankToNull(d.top_level_tag),
  d.is_active,
  blankToNull(d.image),
];

const NEW_IDS =
  'A new service has only new options and pictures (negative ids).';

const byPosition = (options: OptionDraft[]) =>
  [...options].sort((a, b) => a.sequence - b.sequence);

/** A new service of the owner with the document's options. */
export async function createService(
  db: Db,
  owner: ServiceOwner,
  draft: ServiceDraft,
): Promise<BuilderService> {
  const fresh = (parts: { id: number }[]) => parts.every((p) => p.id <= 0);
  if (!fresh(draft.options) || !fresh(draft.images))
    throw validationError(
      { [fresh(draft.options) ? 'images' : 'options']: NEW_IDS },
      SERVICE_BUILDER_MESSAGES.invalid,
    );
  await assertValid(db, owner, draft, null);
  const [column, ownerId] = ownerColumn(owner);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO services (${column}, name, description, price, category_id, item_tag, top_level_tag, is_active, image)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [ownerId, ...serviceParams(draft)],
    );
    await writeOptions(tx, row!.id, byPosition(draft.options));
    await writeImages(tx, row!.id, draft.images);
    return row!.id;
  });
  return loadBuilderService(db, owner, id);
}

/** Saves the whole document under the version the editor opened; 409 (with `current`) when stale. */
export async function saveService(
  db: Db,
  owner: ServiceOwner,
  id: number,
  save: ServiceSave,
): Promise<BuilderService> {
  const { version, ...draft } = save;
  const [column, ownerId] = ownerColumn(owner);
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      `SELECT version FROM services WHERE id = $1 AND ${column} = $2 FOR UPDATE`,
      [id, ownerId],
    );
    if (!row) throw notFound(SERVICE_BUILDER_MESSAGES.notFound);
    if (row.version !== version)
      throw new ApiError(
        409,
        'CONFLICT',
        SERVICE_BUILDER_MESSAGES.stale,
        {},
        { current: { version: row.version } },
      );
    await assertValid(tx, owner, draft, id);
    await assertOwnOptions(tx, id, draft.options);
    await assertOwnImages(tx, id, draft.images);
    await tx.query(
      `UPDATE services SET name = $2, description = $3, price = $4, category_id = $5, item_tag = $6,
         top_level_tag = $7, is_active = $8, image = $9, version = version + 1, updated_on = now()
       WHERE id = $1`,
      [id, ...serviceParams(draft)],
    );
    await writeOptions(tx, id, byPosition(draft.options));
    await writeImages(tx, id, draft.images);
  });
  return loadBuilderService(db, owner, id);
}

/** A copy of the service and its options, named "… (copy)" and switched off until published. */
export async function duplicateService(
  db: Db,
  owner: ServiceOwner,
  id: number,
): Promise<BuilderService> {
  const source = await loadBuilderService(db, owner, id);
  const [column, ownerId] = ownerColumn(owner);
  let n = 0;
  const copyIds = new Map(source.options.map((o) => [o.id, --n]));
  const options = source.options.map((o) => ({
    ...o,
    id: copyIds.get(o.id) as number,
    logics: o.logics.map((l) => ({
      ...l,
      apply_to_option_id: null,
      rules: l.rules.map((r) => ({
        ...r,
        compare_option_field:
          r.compare_option_field === null
            ? null
            : (copyIds.get(r.compare_option_field) ?? null),
      })),
    })),
  }));
  const name = `${source.name} (copy)`.slice(0, 120);
  const copy = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO services (${column}, name, description, price, category_id, item_tag, top_level_tag, is_active, image)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8) RETURNING id`,
      [
        ownerId,
        name,
        source.description,
        source.price,
        source.category_id,
        source.item_tag,
        source.top_level_tag,
        source.image,
      ],
    );
    await writeOptions(tx, row!.id, options);
    await writeImages(
      tx,
      row!.id,
      source.images.map((image, i) => ({ id: -1 - i, url: image.url })),
    );
    return row!.id;
  });
  return loadBuilderService(db, owner, copy);
}
