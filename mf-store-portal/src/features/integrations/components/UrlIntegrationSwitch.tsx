import { useState } from 'react';
import { Card, Checkbox, useAppFeedback } from 'shared/ui/antd';
import { errorWords, useStorePortalT } from '../../../i18n/t';

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
  const t = useStorePortalT();
  const [isBusy, setBusy] = useState(false);
  const { message } = useAppFeedback();
  const handleChange = async (next: boolean) => {
    setBusy(true);
    try {
      await onSave(next, version);
      void message.success(
        t(next ? 'integrations.url.on' : 'integrations.url.off'),
      );
    } catch (error) {
      void message.error(errorWords(error) ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('integrations.url.title')}>
      <Checkbox
        checked={isEnabled}
        disabled={!isOwner || isBusy}
        onChange={(event) => void handleChange(event.target.checked)}
      >
        {t('integrations.url.checkbox')}
      </Checkbox>
      <p className="rec-muted">{t('integrations.url.text')}</p>
    </Card>
  );
}
