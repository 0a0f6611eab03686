// Demo service options. Together Acme's services use every option kind, a logic
// in each match mode (all: option 7, one: 17, none: 13), an enabled expression (19), a hide
// action (20) and validation rules on nba (2), insurance (10) and warranty (13).
import type { Db } from '../types';
import { ADDED_OPTIONS } from './addedOptions';
import { MORE_OPTIONS } from './moreOptions';
import type { OptionSeed } from './optionTypes';
import { RING_OPTIONS } from './ringOptions';

export type { OptionSeed } from './optionTypes';

// Inserted out of sequence order on purpose: answers sort by `sequence`. Ids follow the insert order.
export const OPTIONS: OptionSeed[] = [
  ...RING_OPTIONS,
  ...MORE_OPTIONS,
  ...ADDED_OPTIONS,
];

/** Seeds the demo options inside the demo seed's transaction; their values' ids run in order. */
export async function seedDemoOptions(tx: Db): Promise<void> {
  let optionId = 0;
  let valueId = 0;
  for (const o of OPTIONS) {
    optionId += 1;
    const values = (o.values ?? []).map((v) => ({
      id: ++valueId,
      name: v.name,
      image: v.image ?? null,
      cost: v.cost,
    }));
    await tx.query(
      `INSERT INTO service_options (id, service_id, tag, label, sequence, "values", is_required, is_option_cost, is_metal_type,
         instructions, info_tooltip, other_option, parameters, allowed_url_parameter, meta_data, advance_option_meta_data, logics)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17)`,
      [
        optionId,
        o.service,
        o.tag,
        o.label,
        o.sequence,
        JSON.stringify(values),
        o.is_required ?? false,
        o.is_option_cost ?? false,
        o.is_metal_type ?? false,
        o.instructions ?? null,
        o.info_tooltip ?? null,
        o.other_option ?? false,
        JSON.stringify(o.parameters ?? []),
        o.allowed_url_parameter ?? null,
        o.meta_data === undefined ? null : JSON.stringify(o.meta_data),
        o.advance_option_meta_data === undefined
          ? null
          : JSON.stringify(o.advance_option_meta_data),
        JSON.stringify(o.logics ?? []),
      ],
    );
  }
}
