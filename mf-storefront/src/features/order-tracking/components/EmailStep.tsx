import { AntdTheme } from 'shared/ui/antd';
import type { TrackedOrder } from '../api';
import { TrackOrderForm } from './TrackOrderForm';

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
  return (
    <AntdTheme>
      <div className="sf-page sf-track">
        <h1 className="sf-page__title">Track order</h1>
        <p>Enter the email of the order to see how it is doing.</p>
        <TrackOrderForm
          initialOrderNumber={orderNumber}
          onTracked={onTracked}
          onCancel={onCancel}
        />
      </div>
    </AntdTheme>
  );
}
