import { useState } from 'react';
import { Alert, Button } from 'shared/ui/antd/core';
import { useStorefrontT } from '../../../i18n/t';

export interface StripePayProps {
  /** starts the Stripe Checkout payment; rejects with the api's error */
  onPay: () => Promise<void>;
}

/** The Stripe provider: one button that goes to Stripe Checkout. */
export function StripePay({ onPay }: StripePayProps) {
  const t = useStorefrontT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await onPay();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="co-stripe">
      {error && (
        <Alert type="error" showIcon title={error} className="co-banner" />
      )}
      <Button
        type="primary"
        block
        loading={busy}
        onClick={() => void handleClick()}
      >
        {t('links.payWithStripe')}
      </Button>
    </div>
  );
}
