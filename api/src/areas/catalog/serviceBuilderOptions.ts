import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { blankToNull } from '../../platform/text';

// The service builder's option writes: a checked document's options into service_options,
// new ids for what the builder added (negative ids), references between options mapped along.

/** A real id for every negative (new) id of a value, logic or rule. */
async function partIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: string }>(
    "SELECT nextval('service_part_ids')::text AS id FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => Number(r.id));
}

/** The options' jsonb parts with real ids, and their option references mapped to real options. */
async function withRealIds(
  db: Db,
  options: OptionDraft[],
  optionIds: Map<number, number>,
): Promise<OptionDraft[]> {
  const newParts = options.reduce(
    (n, o) =>
      n +
      o.values.filter((v) => v.id <= 0).length +
      o.logics.reduce(
        (m, l) =>
          m + (l.id <= 0 ? 1 : 0) + l.rules.filter((r) => r.id <= 0).length,
        0,
      ),
    0,
  );
  const fresh = await partIds(db, newParts);
  const real = (id: number) => (id > 0 ? id : (fresh.shift() as number));
  const option = (id: number | null) =>
    id === null ? null : (optionIds.get(id) ?? id);
  return options.map((o) => ({
    ...o,
    id: optionIds.get(o.id) ?? o.id,
    values: o.values.map((v) => ({ ...v, id: real(v.id) })),
    // A logic always applies to the option holding it.
    logics: o.logics.map((l) => ({
      ...l,
      id: real(l.id),
      apply_to_option_id: optionIds.get(o.id) ?? o.id,
      rules: l.rules.map((r) => ({
        ...r,
        id: real(r.id),
        compare_option_field: option(r.compare_option_field),
      })),
    })),
  }));
}

const OPTION_COLUMNS = `tag = $2, label = $3, sequence = $4, "values" = $5, is_required = $6, is_option_cost = $7,
  is_metal_type = $8, instructions = $9, info_tooltip = $10, image = $11, other_option = $12, parameters = $13,
  allowed_url_parameter = $14, meta_data = $15, advance_option_meta_data = $16, logics = $17`;

const optionParams = (o: OptionDraft) => [
  o.id,
  o.tag,
  o.label.value.trim(),
  o.sequence,
  JSON.stringify(
    o.values.map((v) => ({
      ...v,
      name: v.name.trim(),
      image: blankToNull(v.image),
      cost: formatCents(toCents(v.cost || '0')),
    })),
  ),
  o.is_required,
  o.is_option_cost,
  o.is_metal_type,
  blankToNull(o.instructions),
  blankToNull(o.infoTooltip),
  blankToNull(o.image),
  o.otherOption,
  JSON.stringify(o.parameters),
  blankToNull(o.allowed_url_parameter),
  o.meta_data === null ? null : JSON.stringify(o.meta_data),
  o.advance_option_meta_data === null
    ? null
    : JSON.stringify(o.advance_option_meta_data),
  JSON.stringify(o.logics),
];

/** Writes the options of a checked document: new ones inserted, missing ones deleted, the rest updated. */
export async function writeOptions(
  tx: Db,
  serviceId: number,
  options: OptionDraft[],
): Promise<void> {
  const kept = options.filter((o) => o.id > 0).map((o) => o.id);
  await tx.query(
    'DELETE FROM service_options WHERE service_id = $1 AND NOT (id = ANY($2::int[]))',
    [serviceId, kept],
  );
  const optionIds = new Map<number, number>();
  for (const o of options.filter((x) => x.id <= 0)) {
    const [row] = await tx.query<{ id: number }>(
      "INSERT INTO service_options (service_id, tag, label, sequence) VALUES ($1, $2, '', 0) RETURNING id",
      [serviceId, o.tag],
    );
    optionIds.set(o.id, row!.id);
  }
  const sequenced = options.map((o, i) => ({ ...o, sequence: i + 1 }));
  for (const o of await withRealIds(tx, sequenced, optionIds))
    await tx.query(
      `UPDATE service_options SET ${OPTION_COLUMNS} WHERE id = $1`,
      optionParams(o),
    );
}

/** The URL parameters a saved service maps, by option id. */
export async function savedUrlParameters(db: Db, serviceId: number | null) {
  const rows =
    serviceId === null
      ? []
      : await db.query<{ id: number; parameter: string }>(
          `SELECT id, allowed_url_parameter AS parameter FROM service_options
           WHERE service_id = $1 AND allowed_url_parameter IS NOT NULL`,
          [serviceId],
        );
  return new Map(rows.map((r) => [r.id, r.parameter]));
}

/** 400 when an option id of the document is positive but not one of this service's options. */
export async function assertOwnOptions(
  tx: Db,
  serviceId: number,
  options: OptionDraft[],
) {
  const own = new Set(
    (
      await tx.query<{ id: number }>(
        'SELECT id FROM service_options WHERE service_id = $1',
        [serviceId],
      )
    ).map((r) => r.id),
  );
  const errors: Record<string, string> = {};
  options.forEach((o, i) => {
    if (o.id > 0 && !own.has(o.id))
      errors[`options.${i}.id`] =
        'This option is not part of this service. Reload the service.';
  });
  if (Object.keys(errors).length > 0)
    throw validationError(errors, SERVICE_BUILDER_MESSAGES.invalid);
}
