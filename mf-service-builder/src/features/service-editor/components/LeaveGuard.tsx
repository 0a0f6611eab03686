import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'shared/router';
import { Modal } from 'shared/ui/antd';

const LEAVE_TITLE = 'Leave this page?';
const LEAVE_TEXT = 'You have unsaved changes. If you leave, they will be lost.';

function BlockerDialog({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      okText="Leave without saving"
      cancelText="Stay on this page"
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{LEAVE_TEXT}</p>
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
