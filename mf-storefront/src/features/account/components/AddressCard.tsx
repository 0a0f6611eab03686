import { Button, Card, Tag } from 'shared/ui/antd';
import type { Address } from '../api';
import { AddressBlock } from './AddressBlock';
import { useStorefrontT } from '../../../i18n/t';

export interface AddressCardProps {
  address: Address & { id: number };
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with its actions. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
}: AddressCardProps) {
  const t = useStorefrontT();
  const name = `${address.first_name} ${address.last_name}, ${address.address_line1}`;
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={name}
      title={
        address.is_default ? (
          <Tag color="green">{t('myAccount.addresses.default')}</Tag>
        ) : null
      }
    >
      <AddressBlock address={address} />
      <div className="sf-address-card__actions" style={{ marginTop: 12 }}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t('myAccount.addresses.editNamed', { name })}
        >
          {t('myAccount.addresses.edit')}
        </Button>
        <Button
          size="small"
          danger
          onClick={onDelete}
          aria-label={t('myAccount.addresses.deleteNamed', { name })}
        >
          {t('myAccount.addresses.delete')}
        </Button>
        {!address.is_default && (
          <Button
            size="small"
            onClick={onMakeDefault}
            aria-label={t('myAccount.addresses.setDefaultNamed', { name })}
          >
            {t('myAccount.addresses.setDefault')}
          </Button>
        )}
      </div>
    </Card>
  );
}
