import { carrierLabel, type CarrierAccount } from 'shared/contracts/billing';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  useAppFeedback,
} from 'shared/ui/antd';
import type { IntegrationMoves } from '../hooks';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { CarrierForm } from './CarrierForm';

/** Props of CarrierAccounts. */
export interface CarrierAccountsProps {
  carriers: CarrierAccount[];
  isOwner: boolean;
  moves: Pick<IntegrationMoves, 'addCarrier' | 'editCarrier' | 'removeCarrier'>;
}

/** The store's shipping carrier accounts; the owner adds, turns on or off, and removes (asked first). */
export function CarrierAccounts({
  carriers,
  isOwner,
  moves,
}: CarrierAccountsProps) {
  const t = useStorePortalT();
  const { message, modal } = useAppFeedback();
  const report = (error: unknown) =>
    void message.error(errorWords(error) ?? String(error));
  const handleActive = (account: CarrierAccount, isActive: boolean) =>
    void moves
      .editCarrier(account.id, {
        carrier: account.carrier,
        account_number: account.account_number,
        is_active: isActive,
        version: account.version,
      })
      .catch(report);
  const handleRemove = (account: CarrierAccount) =>
    modal.confirm({
      title: t('integrations.carriers.confirmDelete'),
      content: t('integrations.carriers.account', {
        carrier: carrierLabel(account.carrier),
        number: account.account_number,
      }),
      okText: t('integrations.carriers.remove'),
      okButtonProps: { danger: true },
      cancelText: t('integrations.carriers.cancel'),
      onOk: () =>
        moves
          .removeCarrier(account.id)
          .then(() => void message.success(t('integrations.carriers.removed')))
          .catch(report),
    });
  return (
    <Card title={t('integrations.carriers.title')}>
      {carriers.length === 0 ? (
        <Empty
          description={
            isOwner
              ? t('integrations.carriers.emptyOwner')
              : t('integrations.carriers.empty')
          }
        />
      ) : (
        <ul
          className="integrations-carriers"
          aria-label={t('integrations.carriers.list')}
        >
          {carriers.map((account) => {
            const name = `${carrierLabel(account.carrier)} ${account.account_number}`;
            return (
              <li key={account.id}>
                <Flex gap={12} wrap align="center">
                  <strong>{carrierLabel(account.carrier)}</strong>
                  <span>{account.account_number}</span>
                  <Checkbox
                    checked={account.is_active}
                    disabled={!isOwner}
                    aria-label={t('integrations.carriers.activeNamed', {
                      name,
                    })}
                    onChange={(event) =>
                      handleActive(account, event.target.checked)
                    }
                  >
                    {t('integrations.carriers.active')}
                  </Checkbox>
                  {isOwner && (
                    <Button
                      size="small"
                      danger
                      aria-label={t('integrations.carriers.removeNamed', {
                        name,
                      })}
                      onClick={() => handleRemove(account)}
                    >
                      {t('integrations.carriers.remove')}
                    </Button>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {isOwner && <CarrierForm onAdd={moves.addCarrier} />}
    </Card>
  );
}
