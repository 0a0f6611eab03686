import { useState } from 'react';
import type { BillingOverview, CardReplace } from 'shared/contracts/billing';
import { useT } from 'shared/i18n';
import { Button, Card, Modal, useAppFeedback } from 'shared/ui/antd';
import { CardForm, cardText } from 'shared/ui/billing';

/** Props of CardOnFile. */
export interface CardOnFileProps {
  billing: BillingOverview;
  isOwner: boolean;
  onReplace: (body: CardReplace) => Promise<unknown>;
}

/** The card on file (brand and last 4 only); the owner replaces it through the payment provider. */
export function CardOnFile({ billing, isOwner, onReplace }: CardOnFileProps) {
  const [isOpen, setOpen] = useState(false);
  const { message } = useAppFeedback();
  const t = useT('billing');
  const { card } = billing;
  return (
    <Card title={t('card.title')}>
      <p>{card ? cardText(t, card) : t('card.none')}</p>
      {isOwner && billing.plan && (
        <Button onClick={() => setOpen(true)}>{t('card.replace')}</Button>
      )}
      <Modal
        title={t('card.replace')}
        open={isOpen}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <CardForm
          onReplace={(next) =>
            onReplace({ card: next, version: billing.version })
          }
          onReplaced={() => {
            setOpen(false);
            void message.success(t('store.cardSaved'));
          }}
        />
      </Modal>
    </Card>
  );
}
