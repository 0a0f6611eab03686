import type { OrderLine } from 'shared/contracts';
import type { RecordLine } from 'shared/ui/records';

/** An order's or estimate's lines as the shared lines table reads them: the service and its options. */
export const toRecordLines = (lines: OrderLine[]): RecordLine[] =>
  lines.map((line) => ({
    id: line.id,
    name: line.service.name,
    choices: line.choices,
    quantity: line.quantity,
    unit_price: line.unit_price,
    amount: line.line_total,
  }));
