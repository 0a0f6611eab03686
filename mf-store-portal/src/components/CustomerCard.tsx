import { Card } from 'shared/ui/antd';
import type { Contact, RecordCustomer } from 'shared/contracts';
import { Fields } from './Fields';

export interface CustomerCardProps {
  /** the registered customer, null for a guest */
  customer: RecordCustomer | null;
  contact: Contact;
}

/** Who placed an order or estimate: the customer account (or 'Guest') and the contact given. */
export function CustomerCard({ customer, contact }: CustomerCardProps) {
  return (
    <Card title="Customer" size="small">
      <Fields
        rows={[
          [
            'Customer',
            customer ? `${customer.first_name} ${customer.last_name}` : 'Guest',
          ],
          ['Contact', `${contact.first_name} ${contact.last_name}`],
          ['Email', contact.email],
          ['Phone', contact.phone],
        ]}
      />
    </Card>
  );
}
