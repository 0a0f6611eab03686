import { AntdTheme } from 'shared/ui/antd/core';
import type { TrackedOrder } from '../api';
import { TrackOrderForm } from './TrackOrderForm';
import { useStorefrontT } from '../../../i18n/t';

export interface EmailStepProps {
  orderNumber: string;
  onTracked: (order: TrackedOrder) => void;
  onCancel: () => void;
}

/** A tracking page opened without its link's token or a login: the form, number filled in, asks for the email. */
export default function EmailStep({
  orderNumber,
  onTracked,
  onCancel,
}: EmailStepProps) {
  const t = useStorefrontT();
  return (
    <AntdTheme>
      <div className="sf-page sf-track">
        <h1 className="sf-page__title">{t('tracking.title')}</h1>
        <p>{t('tracking.askEmail')}</p>
        <TrackOrderForm
          initialOrderNumber={orderNumber}
          onTracked={onTracked}
          onCancel={onCancel}
        />
      </div>
    </AntdTheme>
  );
}
