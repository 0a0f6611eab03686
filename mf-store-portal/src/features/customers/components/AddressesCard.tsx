import { Card, Tag } from 'shared/ui/antd';
import type { CustomerAddress } from 'shared/contracts/customers';
import { useStorePortalT } from '../../../i18n/t';

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
  const t = useStorePortalT();
  return (
    <Card title={t('customer.addresses')} size="small">
      {addresses.length === 0 ? (
        <p className="rec-muted">{t('customer.noAddresses')}</p>
      ) : (
        <ul
          className="customer-list-plain"
          aria-label={t('customer.addresses')}
        >
          {addresses.map((address) => (
            <li key={address.id}>
              {lines(address)}{' '}
              {address.is_default && (
                <Tag color="green">{t('customer.default')}</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
