import {
  type BuilderService,
  type OptionDraft,
} from 'shared/contracts/serviceBuilder';
import {
  type OptionValuePage,
  type OptionValueQuery,
} from 'shared/contracts/serviceBuilderParts';
import {
  deleteLogicRule,
  deleteOption,
  deleteOptionValue,
} from 'shared/options';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { saveService } from './serviceBuilder';
import { loadBuilderService } from './serviceBuilderReads';
import { ownerColumn, type ServiceOwner } from './serviceOwner';
import { money } from '../../platform/wire';

// One part of a saved service: read an option, delete an option, a
// choice, a choice's image, a logic or a logic rule. Each delete is a save of the whole document
// (same checks, same version) with shared/options' removals, so it leaves what the builder would.

export const PART_MESSAGES = {
  option: 'This option does not exist or is not part of this service.',
  value: 'This choice does not exist or is not part of this option.',
  logic: 'This logic does not exist or is not part of this option.',
  rule: 'This rule does not exist or is not part of this option’s logic.',
} as const;

const stale = (current: number) =>
  new ApiError(
    409,
    'CONFLICT',
    'Someone else saved this service while you were looking at it. Reload it to see their changes.',
    {},
    { current: { version: current } },
  );

function optionOf(service: BuilderService, optionId: number): OptionDraft {
  const option = service.options.find((o) => o.id === optionId);
  if (!option) throw notFound(PART_MESSAGES.option);
  return option;
}

/** One option of the store's service; 404 when either is not theirs. */
export async function loadOption(
  db: Db,
  owner: ServiceOwner,
  serviceId: number,
  optionId: number,
): Promise<OptionDraft> {
  return optionOf(await loadBuilderService(db, owner, serviceId), optionId);
}

/** Saves `service` with its options replaced, under the version it was loaded at. */
export function saveOptions(
  db: Db,
  owner: ServiceOwner,
  service: BuilderService,
  options: OptionDraft[],
): Promise<BuilderService> {
  const {
    id,
    store_id: storeId,
    vendor_id: vendorId,
    category,
    created_on: createdOn,
    updated_on: updatedOn,
    ...draft
  } = service;
  void [storeId, vendorId, category, createdOn, updatedOn];
  return saveService(db, owner, id, { ...draft, options });
}

/** Saves the service with its options changed by `change`, under `version`. */
async function changeOptions(
  db: Db,
  at: { owner: ServiceOwner; serviceId: number; version: number },
  change: (service: BuilderService) => OptionDraft[],
): Promise<BuilderService> {
  const service = await loadBuilderService(db, at.owner, at.serviceId);
  if (service.version !== at.version) throw stale(service.version);
  return saveOptions(db, at.owner, service, change(service));
}

export type PartKind = 'option' | 'value' | 'value-image' | 'logic' | 'rule';

/** Deletes one part of an option (the option itself for 'option'); 404 when it is not there. */
export function deletePart(
  db: Db,
  at: { owner: ServiceOwner; serviceId: number; version: number },
  optionId: number,
  kind: PartKind,
  partId = 0,
): Promise<BuilderService> {
  return changeOptions(db, at, (service) => {
    const option = optionOf(service, optionId);
    const others = (replacement: OptionDraft) =>
      service.options.map((o) => (o.id === optionId ? replacement : o));
    switch (kind) {
      case 'option':
        return deleteOption(service.options, optionId);
      case 'value':
      case 'value-image': {
        const value = option.values.find((v) => v.id === partId);
        if (!value) throw notFound(PART_MESSAGES.value);
        if (kind === 'value')
          return deleteOptionValue(service.options, optionId, partId);
        return others({
          ...option,
          values: option.values.map((v) =>
            v.id === partId ? { ...v, image: null } : v,
          ),
        });
      }
      case 'logic':
        if (!option.logics.some((l) => l.id === partId))
          throw notFound(PART_MESSAGES.logic);
        return others({ ...option, logics: [] });
      case 'rule': {
        const logic = option.logics.find((l) =>
          l.rules.some((r) => r.id === partId),
        );
        if (!logic) throw notFound(PART_MESSAGES.rule);
        const next = deleteLogicRule(logic, partId);
        return others({ ...option, logics: next ? [next] : [] });
      }
    }
  });
}

/** A page of one option's choices in their order, searched by name; 404 when not the owner's. */
export async function optionValuePage(
  db: Db,
  owner: ServiceOwner,
  query: OptionValueQuery,
): Promise<OptionValuePage> {
  const [column, ownerId] = ownerColumn(owner);
  const [own] = await db.query(
    `SELECT 1 FROM service_options o JOIN services s ON s.id = o.service_id
     WHERE o.id = $1 AND s.${column} = $2`,
    [query.option_id, ownerId],
  );
  if (!own) throw notFound(PART_MESSAGES.option);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const search = query.search?.trim()
    ? `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : '%';
  const rows = await db.query<{
    id: number;
    name: string;
    image: string | null;
    cost: string | null;
    total: number;
  }>(
    `SELECT (v ->> 'id')::int AS id, v ->> 'name' AS name, v ->> 'image' AS image,
       v ->> 'cost' AS cost, count(*) OVER ()::int AS total
     FROM service_options o, jsonb_array_elements(o."values") WITH ORDINALITY AS e(v, n)
     WHERE o.id = $1 AND (v ->> 'name') ILIKE $2
     ORDER BY n LIMIT $3 OFFSET $4`,
    [query.option_id, search, pageSize, (page - 1) * pageSize],
  );
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [all] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_options o, jsonb_array_elements(o."values") v
       WHERE o.id = $1 AND (v ->> 'name') ILIKE $2`,
      [query.option_id, search],
    );
    count = all?.n ?? 0;
  }
  return {
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      image: r.image || null,
      cost: r.cost === null ? null : money(r.cost),
    })),
    count,
    page,
    page_size: pageSize,
  };
}
