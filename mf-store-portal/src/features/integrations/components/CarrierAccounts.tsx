import { carrierLabel, type CarrierAccount } from 'shared/contracts/billing';
import { MESSAGES } from 'shared/validation';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  useAppFeedback,
} from 'shared/ui/antd';
import type { IntegrationMoves } from '../hooks';
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
  const { message, modal } = useAppFeedback();
  const report = (error: unknown) =>
    void message.error(error instanceof Error ? error.message : String(error));
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
      title: MESSAGES.confirmDelete,
      content: `${carrierLabel(account.carrier)} account ${account.account_number}`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        moves
          .removeCarrier(account.id)
          .then(() => void message.success('The carrier account was removed.'))
          .catch(report),
    });
  return (
    <Card title="Shipping carrier accounts">
      {carriers.length === 0 ? (
        <Empty
          description={
            isOwner
              ? 'No carrier accounts yet. Add your Fedex, USPS or UPS account below.'
              : 'No carrier accounts yet.'
          }
        />
      ) : (
        <ul className="integrations-carriers" aria-label="Carrier accounts">
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
                    aria-label={`Active: ${name}`}
                    onChange={(event) =>
                      handleActive(account, event.target.checked)
                    }
                  >
                    Active
                  </Checkbox>
                  {isOwner && (
                    <Button
                      size="small"
                      danger
                      aria-label={`Remove ${name}`}
                      onClick={() => handleRemove(account)}
                    >
                      Remove
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
