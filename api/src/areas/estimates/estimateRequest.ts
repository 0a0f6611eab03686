import type { Estimate } from 'shared/contracts';
import type { Db } from '../../db/types';
import { formatCents, toCents } from '../../platform/money';

// An estimate's lines as JSON (the versions' format, ADR 0026), and the request as the customer
// asked it: kept as version 0 before the store first changes the lines, so the request's own page
// (GET /estimates/by-token/{token}) never shows the store's unsent draft.

/** The estimate `e`'s current lines as a JSON array (an SQL expression). */
export const LINES_JSON = `coalesce((SELECT jsonb_agg(jsonb_build_object('service_id', l.service_id, 'name', l.service_name,
    'image', l.service_image, 'kind', l.kind, 'quantity', l.quantity, 'unit_price', l.unit_price::text,
    'line_total', l.line_total::text, 'answers', l.answers, 'choices', l.choices) ORDER BY l.id)
  FROM estimate_lines l WHERE l.estimate_id = e.id), '[]'::jsonb)`;

/** Keeps the request's lines as version 0, once (inside the save's transaction, before it writes). */
export async function keepRequest(tx: Db, estimateId: number): Promise<void> {
  await tx.query(
    `INSERT INTO estimate_versions (estimate_id, version_no, lines, message, total)
     SELECT e.id, 0, ${LINES_JSON}, e.notes, e.subtotal FROM estimates e WHERE e.id = $1
     ON CONFLICT (estimate_id, version_no) DO NOTHING`,
    [estimateId],
  );
}

/** The estimate with the lines and subtotal the customer asked for (unchanged when never edited). */
export async function asRequested(
  db: Db,
  estimate: Estimate,
): Promise<Estimate> {
  const [request] = await db.query<{
    lines: Array<Record<string, unknown>>;
    total: string;
  }>(
    'SELECT lines, total::text AS total FROM estimate_versions WHERE estimate_id = $1 AND version_no = 0',
    [estimate.id],
  );
  if (!request) return estimate;
  const money = (value: unknown) => formatCents(toCents(String(value)));
  return {
    ...estimate,
    lines: request.lines.map((line, index) => ({
      id: index + 1,
      service: {
        id: (line.service_id as number | null) ?? null,
        name: String(line.name),
        image: (line.image as string | null) ?? null,
      },
      quantity: Number(line.quantity),
      unit_price: money(line.unit_price),
      line_total: money(line.line_total),
      choices: (line.choices ?? []) as Estimate['lines'][number]['choices'],
    })),
    subtotal: money(request.total),
  };
}
