import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared/router';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { confirmPayment, type ConfirmResult } from './api';
import { fromRoute } from './paths';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

type State =
  | { kind: 'confirming' }
  | { kind: 'declined'; result: ConfirmResult }
  | { kind: 'failed'; message: string };

/**
 * /middle_page and /extra-middle-page: back from the card authentication (or Stripe Checkout),
 * confirms the payment and continues to the thank-you page, or shows the decline.
 */
export default function MiddlePage() {
  const t = useStorefrontT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The payment's reference (32 random bytes), which only the payer's own answer carried.
  const reference = params.get('payment');
  const sessionId = params.get('session_id') ?? undefined;
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);

  useEffect(() => {
    const run = `${reference}:${attempt}`;
    if (!reference || started.current === run) return; // one confirm per attempt (StrictMode)
    started.current = run;
    setState({ kind: 'confirming' });
    confirmPayment(reference, sessionId).then(
      (result) => {
        if (result.status === 'succeeded')
          navigate(fromRoute(result.redirect_path), { replace: true });
        else setState({ kind: 'declined', result });
      },
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, [reference, sessionId, attempt, navigate]);

  if (!reference) {
    return (
      <StatusPage mark="!" tone="warning" title={t('links.confirm.invalid')}>
        <p className="ui-state__message">{t('links.confirm.missing')}</p>
      </StatusPage>
    );
  }
  if (state.kind === 'failed') {
    return (
      <ErrorState
        title={t('links.confirm.failed')}
        message={state.message}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (state.kind === 'declined') {
    return (
      <StatusPage
        mark="!"
        tone="error"
        title={t('links.confirm.declinedTitle')}
        role="alert"
      >
        <p className="ui-state__message">
          {state.result.message ?? t('links.confirm.declined')}
        </p>
        <Link className="co-button" to={fromRoute(state.result.redirect_path)}>
          {t('links.confirm.back')}
        </Link>
      </StatusPage>
    );
  }
  return (
    <div className="co-confirming">
      <PageLoader label={t('links.confirm.confirming')} />
      <p>{t('links.confirm.confirmingNow')}</p>
    </div>
  );
}
