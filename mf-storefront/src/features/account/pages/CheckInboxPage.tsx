import { Link, useLocation } from 'react-router-dom';
import { AntdTheme } from 'shared/ui/antd';
import { AuthCard } from '../components/AuthCard';
import '../account.css';

/** `/check-inbox`: where the reset link went (if an account exists for that address). */
export function CheckInboxPage() {
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <AntdTheme>
      <AuthCard title="Check your inbox">
        <p>
          {email ? (
            <>
              If an account exists for <strong>{email}</strong>, we sent a link
              to reset the password.
            </>
          ) : (
            'If an account exists for your email address, we sent a link to reset the password.'
          )}{' '}
          The link is valid for 1 hour.
        </p>
        <p className="sf-auth__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CheckInboxPage;
