import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'shared/i18n';
import './billing.css';

/** Props of BillingFacts. */
export interface BillingFactsProps {
  /** each fact's label and value, in order; a null value leaves its row out */
  rows: [label: string, value: ReactNode][];
}

/** A plan's or a bill's facts as label and value rows. */
export function BillingFacts({ rows }: BillingFactsProps) {
  return (
    <dl className="billing-facts">
      {rows.map(([label, value]) =>
        value === null ? null : (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

/** 'VISA card ending 4242' (t of the 'billing' namespace); 'card ending 4242' with no brand known. */
export const cardText = (
  t: TFunction,
  card: { brand?: string | null; last4: string },
): string =>
  card.brand
    ? t('card.ending', { brand: card.brand.toUpperCase(), last4: card.last4 })
    : t('card.endingNoBrand', { last4: card.last4 });
