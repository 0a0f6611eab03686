import { useT } from 'shared/i18n';
import { Fields } from './Fields';
import { TitledCard } from './TitledCard';
import './catalogue';
import './records.css';

/** A person's name as the records carry it. */
export interface PersonName {
  first_name: string;
  last_name: string;
}

/** Props of CustomerCard. */
export interface CustomerCardProps {
  /** the customer's account; null for a guest (then `contact` says who it was) */
  customer: PersonName | null;
  /** the contact given with the record, where it may differ from the account (the store's orders) */
  contact?: PersonName;
  email: string;
  /** left out when empty */
  phone?: string | null;
}

const fullName = (person: PersonName) =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * Who a record is for: the customer's name (or 'Guest'), the contact given with it where the
 * record has one, the email and the phone, in a card whose heading names it.
 */
export function CustomerCard({
  customer,
  contact,
  email,
  phone,
}: CustomerCardProps) {
  const t = useT('records');
  const name = customer ? fullName(customer) : t('customer.guest');
  return (
    <TitledCard title={t('customer.title')}>
      <Fields
        rows={[
          contact ? [t('customer.customer'), name] : [t('customer.name'), name],
          [t('customer.contact'), contact ? fullName(contact) : null],
          [t('customer.email'), email],
          [t('customer.phone'), phone || null],
        ]}
      />
    </TitledCard>
  );
}
