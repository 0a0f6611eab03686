import { Button, Card, Tag } from 'shared/ui/antd';
import type { Address } from '../api';
import { AddressBlock } from './AddressBlock';

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
  const name = `${address.first_name} ${address.last_name}, ${address.address_line1}`;
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={name}
      title={address.is_default ? <Tag color="green">Default</Tag> : null}
    >
      <AddressBlock address={address} />
      <div className="sf-address-card__actions" style={{ marginTop: 12 }}>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          size="small"
          danger
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
        {!address.is_default && (
          <Button
            size="small"
            onClick={onMakeDefault}
            aria-label={`Set ${name} as default`}
          >
            Set as default
          </Button>
        )}
      </div>
    </Card>
  );
}
