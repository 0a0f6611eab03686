import type { RepairKit } from './repairFixtures';

// The estimate quote tests' helpers: a draft body, an estimate's first line and its link's token.

export type Line = {
  id?: number;
  name?: string;
  kind?: string;
  quantity: number;
  unit_price: string;
};
/** A draft quote's body with the message every test uses. */
export const draft = (
  version: number,
  lines: Line[],
  extra: Record<string, unknown> = {},
) => ({
  version,
  lines,
  message: 'The clasp needs a new spring.',
  valid_until: null,
  not_to_exceed: null,
  ...extra,
});
export const lineOf = async (kit: RepairKit, id: number) =>
  (
    await kit.api.db.query<{ id: number }>(
      'SELECT id FROM estimate_lines WHERE estimate_id = $1 ORDER BY id LIMIT 1',
      [id],
    )
  )[0]!.id;
export const tokenOf = async (kit: RepairKit, id: number) =>
  (
    await kit.api.db.query<{ token: string }>(
      'SELECT token FROM estimates WHERE id = $1',
      [id],
    )
  )[0]!.token;
