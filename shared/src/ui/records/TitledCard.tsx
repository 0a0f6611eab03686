import { useId, type ReactNode } from 'react';
import { Card } from 'shared/ui/antd';
import './records.css';

/** A record page's card, named by its own h2 heading (the customer, the lines). */
export function TitledCard({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      size="small"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} className="rec-card-title">
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
