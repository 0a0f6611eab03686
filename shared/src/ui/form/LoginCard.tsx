import type { ReactNode } from 'react';
import { useT } from 'shared/i18n';
import { LoginForm, type LoginFormProps } from './LoginForm';
import './form.css';

/** Props of LoginCard. */
export interface LoginCardProps extends LoginFormProps {
  /** the page heading, e.g. 'Log in to your store' */
  title: string;
  /** links under the form, e.g. 'Forgot password?' (a nav named 'Other ways in') */
  links?: ReactNode;
}

/**
 * A whole login page: the centred card with its heading and the shared LoginForm. The card is plain
 * HTML, not antd's Card (which brings Tabs and Skeleton): `shared/ui/form` uses only
 * `shared/ui/antd/core` (ADR 0002, amendment 2).
 */
export function LoginCard({ title, links, ...form }: LoginCardProps) {
  const t = useT('common');
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '64px 16px',
      }}
    >
      <section className="login-card" aria-labelledby="login-card-title">
        <h1 id="login-card-title" style={{ marginTop: 0, fontSize: 24 }}>
          {title}
        </h1>
        <LoginForm {...form} />
        {links && (
          <nav className="login-card__links" aria-label={t('login.otherWays')}>
            {links}
          </nav>
        )}
      </section>
    </div>
  );
}
