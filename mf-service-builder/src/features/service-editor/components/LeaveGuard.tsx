import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'shared/router';
import { Modal } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

function BlockerDialog({ isDirty }: { isDirty: boolean }) {
  const t = useBuilderT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      okText={t('leave.ok')}
      cancelText={t('leave.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('leave.text')}</p>
    </Modal>
  );
}

/**
 * Asks before leaving with unsaved changes: the browser's prompt on closing or reloading the tab,
 * and a dialog on in-app navigation (react-router's useBlocker, which needs the shell's data router).
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
  return isDataRouter ? <BlockerDialog isDirty={isDirty} /> : null;
}
