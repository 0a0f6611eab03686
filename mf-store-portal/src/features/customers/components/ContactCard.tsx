import { useEffect, useRef, useState } from 'react';
import { formatDate } from 'shared/dates';
import { Button, Card } from 'shared/ui/antd';
import type { CustomerDetail } from 'shared/contracts/customers';
import { Fields } from '../../../components/Fields';
import { money } from '../../../components/money';
import { EditCustomerForm } from './EditCustomerForm';

/** Props of ContactCard. */
export interface ContactCardProps {
  customer: CustomerDetail;
  canEdit: boolean;
  onSaved: (customer: CustomerDetail) => Promise<void>;
}

/** Who the customer is and what they spent; Edit opens their contact form in place. */
export function ContactCard({ customer, canEdit, onSaved }: ContactCardProps) {
  const [isEditing, setEditing] = useState(false);
  // After the form closes (saved or cancelled), focus goes back to Edit, beside the details shown.
  const [hasClosed, setClosed] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasClosed) editRef.current?.focus();
  }, [hasClosed]);
  return (
    <Card
      title="Customer"
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
            Edit
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
            ['Email', customer.email],
            ['Phone', customer.phone ?? '—'],
            [
              'Storefront account',
              customer.has_account ? 'Yes' : 'No account yet',
            ],
            ['Customer since', formatDate(customer.created_on)],
            ['Orders', String(customer.orders_count)],
            ['Amount spent', money(customer.total_spent)],
          ]}
        />
      )}
    </Card>
  );
}
