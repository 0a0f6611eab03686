import type { StoreInvoiceLine } from 'shared/contracts/billing';
import { formatDate } from 'shared/dates';
import { formatApiAmount, useT } from 'shared/i18n';

/** Props of InvoiceLines. */
export interface InvoiceLinesProps {
  lines: StoreInvoiceLine[] | undefined;
}

/** An invoice's lines under its description: item, quantity, period from–to, days and amount. */
export function InvoiceLines({ lines }: InvoiceLinesProps) {
  const t = useT('billing');
  if (!lines?.length) return null;
  return (
    <ul className="billing-lines">
      {lines.map((line, i) => (
        <li key={i}>
          {t('line', {
            quantity: line.quantity,
            item: t(
              line.item === 'extra_location'
                ? 'items.extra_location'
                : 'items.other',
            ),
            price: formatApiAmount(line.unit_amount),
            from: formatDate(line.period_start),
            to: formatDate(line.period_end),
            days: line.days_charged,
            inPeriod: line.days_in_period,
            amount: formatApiAmount(line.amount),
          })}
        </li>
      ))}
    </ul>
  );
}
