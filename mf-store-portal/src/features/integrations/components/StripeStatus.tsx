import type { Integrations } from 'shared/contracts/billing';
import { Card, Tag } from 'shared/ui/antd';

/** Props of StripeStatus. */
export interface StripeStatusProps {
  stripe: Integrations['stripe'];
}

const TEXT = {
  connected: ['Connected', 'success'],
  not_connected: ['Not connected', 'warning'],
  not_configured: ['Not configured', 'default'],
} as const;

/** Stripe, as the payments provider reports it ("not configured" when the platform has no key). */
export function StripeStatus({ stripe }: StripeStatusProps) {
  const [label, color] = TEXT[stripe.status];
  return (
    <Card title="Stripe">
      <p>
        <Tag color={color}>{label}</Tag>
      </p>
      <p>
        {stripe.status === 'not_configured'
          ? 'The platform has no Stripe key: payments go through the built-in test provider.'
          : stripe.status === 'connected'
            ? `Payouts go to the account ending ${stripe.account_last4 ?? ''}.`
            : 'Connect your payout account to receive payments.'}
      </p>
    </Card>
  );
}
