import { useState } from 'react';
import { ErrorState, PageLoader } from 'shared/ui';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd/core';
import { MESSAGES } from 'shared/validation';
import type { Address } from '../api';
import { AddressCard } from '../components/AddressCard';
import { AddressForm } from '../components/AddressForm';
import { useAddresses } from '../hooks';
import { useStorefrontT, localiseMessage } from '../../../i18n/t';

type Editing = { address?: Address & { id: number } } | null;
type SavedAddress = Address & { id: number };

const hasId = (a: Address): a is SavedAddress => typeof a.id === 'number';

/** `/myaccount/addresses`: saved addresses; add, edit, delete (confirmed) and set the default. */
export function AddressesPage() {
  const t = useStorefrontT();
  const { addresses, error, isLoading, retry, save, remove, makeDefault } =
    useAddresses();
  const { message, modal } = useAppFeedback();
  const [editing, setEditing] = useState<Editing>(null);

  if (isLoading) return <PageLoader label={t('myAccount.addresses.loading')} />;

  const report = (e: unknown) =>
    void message.error(e instanceof Error ? e.message : String(e));
  const handleSave = async (address: Address) => {
    await save(address, editing?.address?.id);
    setEditing(null);
    void message.success(t('myAccount.addresses.saved'));
  };
  const handleDelete = (address: SavedAddress) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      okText: t('myAccount.addresses.delete'),
      okButtonProps: { danger: true },
      cancelText: t('myAccount.addresses.cancel'),
      onOk: () => remove(address.id).catch(report),
    });
  const handleDefault = (address: SavedAddress) =>
    void makeDefault(address).catch(report);

  return (
    <>
      <Flex justify="space-between" align="center">
        <h2 className="sf-account__section-title">
          {t('myAccount.addresses.title')}
        </h2>
        {!editing && (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('myAccount.addresses.add')}
          </Button>
        )}
      </Flex>
      {error && (
        <ErrorState
          title={t('myAccount.addresses.loadFailed')}
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
          <p>{t('myAccount.addresses.none')}</p>
        ) : (
          <div
            role="list"
            aria-label={t('myAccount.addresses.list')}
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
