import { useState } from 'react';
import { ErrorState, PageLoader } from 'shared/ui';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd';
import { MESSAGES } from 'shared/validation';
import type { Address } from '../api';
import { AddressCard } from '../components/AddressCard';
import { AddressForm } from '../components/AddressForm';
import { useAddresses } from '../hooks';

type Editing = { address?: Address & { id: number } } | null;
type SavedAddress = Address & { id: number };

const hasId = (a: Address): a is SavedAddress => typeof a.id === 'number';

/** `/myaccount/addresses`: saved addresses; add, edit, delete (confirmed) and set the default. */
export function AddressesPage() {
  const { addresses, error, isLoading, retry, save, remove, makeDefault } =
    useAddresses();
  const { message, modal } = useAppFeedback();
  const [editing, setEditing] = useState<Editing>(null);

  if (isLoading) return <PageLoader label="Loading your addresses" />;

  const report = (e: unknown) =>
    void message.error(e instanceof Error ? e.message : String(e));
  const handleSave = async (address: Address) => {
    await save(address, editing?.address?.id);
    setEditing(null);
    void message.success('Address saved.');
  };
  const handleDelete = (address: SavedAddress) =>
    modal.confirm({
      title: MESSAGES.confirmDelete,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(address.id).catch(report),
    });
  const handleDefault = (address: SavedAddress) =>
    void makeDefault(address).catch(report);

  return (
    <>
      <Flex justify="space-between" align="center">
        <h2 className="sf-account__section-title">Addresses</h2>
        {!editing && (
          <Button type="primary" onClick={() => setEditing({})}>
            Add address
          </Button>
        )}
      </Flex>
      {error && (
        <ErrorState
          title="We could not load your addresses."
          message={error.message}
          onRetry={retry}
        />
      )}
      {editing ? (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          onSave={handleSave}
          onCancel={() => setEditing(null)}
        />
      ) : (
        !error &&
        (addresses.length === 0 ? (
          <p>You have no saved addresses yet.</p>
        ) : (
          <div
            role="list"
            aria-label="Saved addresses"
            style={{ display: 'grid', gap: 12 }}
          >
            {addresses.filter(hasId).map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing({ address })}
                onDelete={() => handleDelete(address)}
                onMakeDefault={() => handleDefault(address)}
              />
            ))}
          </div>
        ))
      )}
    </>
  );
}
