import { Link, useLocation } from 'shared/router';
import { AccessCard } from './AccessCard';
import type { AccessPageProps } from './props';

const NEUTRAL =
  'If an account exists for this email, we sent a link to reset the password.';

/** {base}/check-inbox: the neutral answer after a reset request (the same whether the account exists). */
export function CheckInboxPage({ base }: Pick<AccessPageProps, 'base'>) {
  const state = useLocation().state as {
    email?: string;
    message?: string;
  } | null;
  return (
    <AccessCard title="Check your inbox">
      <p role="status">{state?.message ?? NEUTRAL}</p>
      {state?.email && (
        <p>
          We sent it to <strong>{state.email}</strong>. The link works once and
          expires in 1 hour.
        </p>
      )}
      <p>
        <Link to={`${base}/forgot-password`}>Send another link</Link>
        {' · '}
        <Link to={`${base}/login`}>Back to log in</Link>
      </p>
    </AccessCard>
  );
}
