import { billItemLabel, type StoreInvoiceLine } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { money } from '../../../components/money';

/** Props of InvoiceLines. */
export interface InvoiceLinesProps {
  lines: StoreInvoiceLine[] | undefined;
}

/** An invoice's lines under its description: item, quantity, period from–to, days and amount. */
export function InvoiceLines({ lines }: InvoiceLinesProps) {
  if (!lines?.length) return null;
  return (
    <ul className="billing-lines">
      {lines.map((line, i) => (
        <li key={i}>
          {line.quantity} × {billItemLabel(line.item)} (
          {money(line.unit_amount)} a month), {formatDate(line.period_start)} to{' '}
          {formatDate(line.period_end)}, {line.days_charged} of{' '}
          {line.days_in_period} days: {money(line.amount)}
        </li>
      ))}
    </ul>
  );
}
