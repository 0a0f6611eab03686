import { useEffect, useRef, useState } from 'react';
import { formatDate } from 'shared/dates';
import { Button, Card } from 'shared/ui/antd';
import type { CustomerDetail } from 'shared/contracts/customers';
import { Fields } from 'shared/ui/records';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';
import { EditCustomerForm } from './EditCustomerForm';

/** Props of ContactCard. */
export interface ContactCardProps {
  customer: CustomerDetail;
  canEdit: boolean;
  onSaved: (customer: CustomerDetail) => Promise<void>;
}

/** Who the customer is and what they spent; Edit opens their contact form in place. */
export function ContactCard({ customer, canEdit, onSaved }: ContactCardProps) {
  const t = useStorePortalT();
  const [isEditing, setEditing] = useState(false);
  // After the form closes (saved or cancelled), focus goes back to Edit, beside the details shown.
  const [hasClosed, setClosed] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasClosed) editRef.current?.focus();
  }, [hasClosed]);
  return (
    <Card
      title={t('customer.customer')}
      size="small"
      extra={
        canEdit &&
        !isEditing && (
          <Button
            ref={editRef}
            size="small"
            onClick={() => {
              setClosed(false);
              setEditing(true);
            }}
          >
            {t('customer.edit')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <EditCustomerForm
          customer={customer}
          onSaved={onSaved}
          onClose={() => {
            setEditing(false);
            setClosed(true);
          }}
        />
      ) : (
        <Fields
          rows={[
            [t('customer.email'), customer.email],
            [t('customer.phone'), customer.phone ?? '—'],
            [
              t('customer.account'),
              customer.has_account
                ? t('customer.yes')
                : t('customer.noAccount'),
            ],
            [t('customer.since'), formatDate(customer.created_on)],
            [t('customer.orders'), String(customer.orders_count)],
            [t('customer.amountSpent'), money(customer.total_spent)],
          ]}
        />
      )}
    </Card>
  );
}
