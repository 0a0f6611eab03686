import { useState } from 'react';
import { Card, Checkbox, useAppFeedback } from 'shared/ui/antd';

/** Props of UrlIntegrationSwitch. */
export interface UrlIntegrationSwitchProps {
  isEnabled: boolean;
  version: number;
  isOwner: boolean;
  onSave: (isEnabled: boolean, version: number) => Promise<unknown>;
}

/** The URL integration on or off: the service builder maps URL parameters only while it is on. */
export function UrlIntegrationSwitch({
  isEnabled,
  version,
  isOwner,
  onSave,
}: UrlIntegrationSwitchProps) {
  const [isBusy, setBusy] = useState(false);
  const { message } = useAppFeedback();
  const handleChange = async (next: boolean) => {
    setBusy(true);
    try {
      await onSave(next, version);
      void message.success(
        next ? 'URL integration is on.' : 'URL integration is off.',
      );
    } catch (error) {
      void message.error(
        error instanceof Error ? error.message : String(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="URL integration">
      <Checkbox
        checked={isEnabled}
        disabled={!isOwner || isBusy}
        onChange={(event) => void handleChange(event.target.checked)}
      >
        URL integration on
      </Checkbox>
      <p className="rec-muted">
        While it is on, your services&apos; short text, long text and number
        options can be filled from parameters of the storefront&apos;s address.
      </p>
    </Card>
  );
}
