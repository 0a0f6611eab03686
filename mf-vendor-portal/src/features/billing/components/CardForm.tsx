import { useState } from 'react';
import type {
  VendorBilling,
  VendorCardReplace,
} from 'shared/contracts/vendorBilling';
import { useT } from 'shared/i18n';
import { Banner } from 'shared/ui';
import { CardForm as ReplaceCard, cardText } from 'shared/ui/billing';

/** Props of CardForm. */
export interface CardFormProps {
  billing: VendorBilling;
  onReplace: (body: VendorCardReplace) => Promise<VendorBilling>;
}

/** The new card for the plan; a good one replaces the card on record and says which card pays now. */
export function CardForm({ billing, onReplace }: CardFormProps) {
  const t = useT('billing');
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      {saved && <Banner type="success" title={saved} />}
      <ReplaceCard
        onReplace={(card) => {
          setSaved(null);
          return onReplace({ card, version: billing.version });
        }}
        onReplaced={(next) =>
          setSaved(
            next.card
              ? t('card.saved', { card: cardText(t, next.card) })
              : t('card.savedNoCard'),
          )
        }
      />
    </>
  );
}
