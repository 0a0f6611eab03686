import { Formik } from 'formik';
import { useState } from 'react';
import type { BillingOverview, CardReplace } from 'shared/contracts/billing';
import { Button, Card, Modal, useAppFeedback } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  withCardErrors,
  type CardValues,
} from 'shared/ui/onboarding';

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
  const { card } = billing;
  return (
    <Card title="Payment method">
      <p>
        {card
          ? `${card.brand.toUpperCase()} card ending ${card.last4}`
          : 'No card on file.'}
      </p>
      {isOwner && billing.plan && (
        <Button onClick={() => setOpen(true)}>Replace card</Button>
      )}
      <Modal
        title="Replace card"
        open={isOpen}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <Formik<CardValues>
          initialValues={EMPTY_CARD}
          validationSchema={cardSchema}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await onReplace({
                card: cardOf(values),
                version: billing.version,
              });
              setOpen(false);
              void message.success('Your new card is on file.');
            } catch (failure) {
              helpers.setStatus(
                applyApiErrors(failure, withCardErrors(helpers)),
              );
            }
          }}
        >
          <FormikForm label="Replace card">
            <CardFields />
            <FormikSubmit>Save card</FormikSubmit>
          </FormikForm>
        </Formik>
      </Modal>
    </Card>
  );
}
