import type { ReactNode } from 'react';
import { Card } from 'shared/ui/antd';
import './access.css';

/** The centred card of the portal's access pages, with the page's heading (like the login page). */
export function AccessCard({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '64px 16px',
      }}
    >
      <Card className="access-card" style={{ width: '100%', maxWidth: 420 }}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>{title}</h1>
        {children}
      </Card>
    </div>
  );
}
