import type { VendorIntegrations } from 'shared/contracts/vendorSetup';
import { Card, Tag } from 'shared/ui/antd';

/** Props of PayoutStatus. */
export interface PayoutStatusProps {
  payouts: VendorIntegrations['payouts'];
}

const KIND = { iban: 'IBAN', us: 'US bank account' } as const;

/** Where payouts go: Stripe Connect's state, and the built-in test provider's account (from /bank-detail). */
export function PayoutStatus({ payouts }: PayoutStatusProps) {
  const test = payouts.test_provider;
  return (
    <div className="int-payouts">
      <Card title="Stripe Connect">
        {payouts.stripe_connect === 'not_configured' ? (
          <>
            <p>
              <Tag>Not configured</Tag>
            </p>
            <p>
              This platform has no Stripe key, so Stripe Connect is not
              available: payouts go through the built-in test provider.
            </p>
          </>
        ) : (
          <>
            <p>
              <Tag color="warning">Not connected</Tag>
            </p>
            <p>Your workshop has no Stripe Connect account on this platform.</p>
          </>
        )}
      </Card>
      <Card title="Test provider">
        {test.status === 'connected' ? (
          <>
            <p>
              <Tag color="success">Connected</Tag>
            </p>
            <p>
              Payouts go to the {test.kind ? KIND[test.kind] : 'account'} of{' '}
              {test.account_holder} ending in {test.last4}, as saved in your
              bank details.
            </p>
          </>
        ) : (
          <>
            <p>
              <Tag color="warning">Not connected</Tag>
            </p>
            <p>No payout account yet: add your bank details to get paid.</p>
          </>
        )}
      </Card>
    </div>
  );
}
