import type { ReactNode } from 'react';
import { Card } from 'shared/ui/antd';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card of the customer access pages (login, create account, password reset). */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="sf-page sf-auth">
      <Card className="sf-auth__card">
        <h1 className="sf-auth__title">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
