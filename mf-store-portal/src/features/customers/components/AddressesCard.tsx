import { Card, Tag } from 'shared/ui/antd';
import type { CustomerAddress } from 'shared/contracts/customers';

const lines = (a: CustomerAddress) =>
  [
    `${a.first_name} ${a.last_name}`.trim(),
    a.address_line1,
    a.address_line2,
    `${a.city}, ${a.state} ${a.zip}`,
    a.country,
    a.phone,
  ]
    .filter(Boolean)
    .join(' · ');

/** The addresses the customer saved on the storefront, the default first. */
export function AddressesCard({ addresses }: { addresses: CustomerAddress[] }) {
  return (
    <Card title="Addresses" size="small">
      {addresses.length === 0 ? (
        <p className="rec-muted">
          No saved addresses. The customer adds them in their storefront account
          or at checkout.
        </p>
      ) : (
        <ul className="customer-list-plain" aria-label="Addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              {lines(address)}{' '}
              {address.is_default && <Tag color="green">Default</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
