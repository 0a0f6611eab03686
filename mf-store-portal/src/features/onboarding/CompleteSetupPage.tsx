import { useState } from 'react';
import { Link } from 'shared/router';
import { updateSession } from 'shared/session';
import { Banner } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { completeOnboarding } from './api';
import { StepFrame } from './components/StepFrame';

/** The storefront's address on this machine's port (`bright.localhost:3000`). */
const storefrontUrl = (host: string) => {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
};

/** /complete-setup: the last step opens the store; also where an unfinished store resumes. */
export function CompleteSetupPage() {
  const t = useStorePortalT();
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
      setFailure(errorWords(error) ?? t('onboarding.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame step="complete" title={t('onboarding.complete.title')}>
      {(state) =>
        opened !== null ? (
          <>
            <Banner
              type="success"
              title={t('onboarding.complete.open', { store: state.store.name })}
            />
            <p>
              <a href={storefrontUrl(opened)}>
                {t('onboarding.complete.visit')}
              </a>
            </p>
            <p>
              <Link to="/portal/location">
                {t('onboarding.complete.portal')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>
              {t('onboarding.complete.ready', { store: state.store.name })}{' '}
              <strong>{state.store.url}</strong>.
            </p>
            {failure && <Banner type="failure" title={failure} />}
            <Button type="primary" onClick={open} loading={isBusy}>
              {t('onboarding.complete.openStore')}
            </Button>
          </>
        )
      }
    </StepFrame>
  );
}
