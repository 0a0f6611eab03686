import { useState } from 'react';
import { Link } from 'shared/router';
import { updateSession } from 'shared/session';
import { Banner } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { completeOnboarding } from './api';
import { StepFrame } from './components/StepFrame';

/** The storefront's address on this machine's port (`bright.localhost:3000`). */
const storefrontUrl = (host: string) => {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
};

/** /complete-setup: the last step opens the store; also where an unfinished store resumes. */
export function CompleteSetupPage() {
  const [opened, setOpened] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const session = await completeOnboarding();
      updateSession({
        store: session.store ?? null,
        onBoardingSteps: session.on_boarding_steps ?? [],
      });
      setOpened(session.store?.url ?? '');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame step="complete" title="You're ready to sell">
      {(state) =>
        opened !== null ? (
          <>
            <Banner type="success" title={`${state.store.name} is open`} />
            <p>
              <a href={storefrontUrl(opened)}>Visit your storefront</a>
            </p>
            <p>
              <Link to="/portal/location">Go to your store portal</Link>
            </p>
          </>
        ) : (
          <>
            <p>
              Everything is set up. Open {state.store.name} to customers at{' '}
              <strong>{state.store.url}</strong>.
            </p>
            {failure && <Banner type="failure" title={failure} />}
            <Button type="primary" onClick={open} loading={isBusy}>
              Open my store
            </Button>
          </>
        )
      }
    </StepFrame>
  );
}
