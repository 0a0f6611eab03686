import type { Db } from '../../db/types';
import { isOtherChoice } from './otherChoice';
import { formatCents, toCents } from '../../platform/money';

// Snapshots a cart's lines for an order or an estimate: service name and image, prices and the
// readable choices [{ label, value }] of each answered option, in the options' sequence.

interface OptionRow {
  id: number;
  service_id: number;
  tag: string;
  label: string;
  values: { id: number; name: string }[];
}

interface CartLineRow {
  service_id: number;
  service_name: string;
  service_image: string | null;
  quantity: number;
  unit_price: string;
  answers: Record<string, unknown>;
}

export interface LineSnapshot {
  service_id: number;
  service_name: string;
  service_image: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
  answers: Record<string, unknown>;
  choices: { label: string; value: string }[];
}

const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function readable(value: unknown, option: OptionRow): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') {
    const choice =
      option.values.length > 0 && option.tag !== 'n'
        ? option.values.find((v) => String(v.id) === String(value))
        : undefined;
    return choice ? choice.name : String(value);
  }
  if (Array.isArray(value))
    return value.map((item) => readable(item, option)).join(', ');
  // The 'other' choice: the customer's own text (cartAnswers.ts).
  if (isOtherChoice(value)) return value.other;
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== '')
      .map(
        ([k, v]) => `${humanize(k)}: ${readable(v, { ...option, values: [] })}`,
      )
      .join(', ');
  return '';
}

/** The readable choices of one line's answers. */
export function describeChoices(
  options: OptionRow[],
  answers: Record<string, unknown>,
): { label: string; value: string }[] {
  return options.flatMap((option) => {
    const answer = answers[String(option.id)];
    if (answer === undefined || answer === null) return [];
    const value = readable(answer, option);
    return value === '' ? [] : [{ label: option.label, value }];
  });
}

/** The cart's lines as snapshots, with the subtotal in cents. */
export async function snapshotCart(
  db: Db,
  cartId: string,
): Promise<{ lines: LineSnapshot[]; subtotalCents: number }> {
  const rows = await db.query<CartLineRow>(
    `SELECT i.service_id, s.name AS service_name, s.image AS service_image, i.quantity,
       i.unit_price::text AS unit_price, i.answers
     FROM cart_items i JOIN services s ON s.id = i.service_id WHERE i.cart_id = $1 ORDER BY i.id`,
    [cartId],
  );
  const serviceIds = [...new Set(rows.map((row) => row.service_id))];
  const options =
    serviceIds.length === 0
      ? []
      : await db.query<OptionRow>(
          `SELECT id, service_id, tag, label, "values" FROM service_options
           WHERE service_id = ANY($1::int[]) ORDER BY sequence, id`,
          [serviceIds],
        );
  const lines = rows.map((row) => {
    const unitCents = toCents(row.unit_price);
    return {
      service_id: row.service_id,
      service_name: row.service_name,
      service_image: row.service_image,
      quantity: row.quantity,
      unitCents,
      lineCents: unitCents * row.quantity,
      answers: row.answers,
      choices: describeChoices(
        options.filter((o) => o.service_id === row.service_id),
        row.answers,
      ),
    };
  });
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
  };
}

/** Inserts the snapshots as lines of an order (`sales_order_lines`) or estimate (`estimate_lines`). */
export async function insertLines(
  tx: Db,
  target:
    | { table: 'sales_order_lines'; column: 'sales_order_id' }
    | {
        table: 'estimate_lines';
        column: 'estimate_id';
      },
  ownerId: number,
  lines: LineSnapshot[],
): Promise<void> {
  for (const line of lines) {
    await tx.query(
      `INSERT INTO ${target.table} (${target.column}, service_id, service_name, service_image, quantity,
         unit_price, line_total, answers, choices)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ownerId,
        line.service_id,
        line.service_name,
        line.service_image,
        line.quantity,
        formatCents(line.unitCents),
        formatCents(line.lineCents),
        JSON.stringify(line.answers),
        JSON.stringify(line.choices),
      ],
    );
  }
}
