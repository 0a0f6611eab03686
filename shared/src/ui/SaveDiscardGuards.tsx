// The save bar's guards: leaving a page with unsaved changes asks first.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useBlocker } from 'shared/router';
import { useSaveBarT } from './SaveDiscardBar.catalogue';

interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before leaving a page with unsaved changes; Stay keeps the page and what was typed. */
function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  const t = useSaveBarT();
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    stayRef.current?.focus();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStay();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onStay]);
  return (
    <div className="ui-leave">
      <div
        className="ui-leave__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="ui-leave-title"
        aria-describedby="ui-leave-text"
      >
        <h2 id="ui-leave-title" className="ui-leave__title">
          {t('leaveTitle')}
        </h2>
        <p id="ui-leave-text">{t('leaveText')}</p>
        <div className="ui-leave__actions">
          <button
            ref={stayRef}
            type="button"
            className="ui-button"
            onClick={onStay}
          >
            {t('stay')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onLeave}
          >
            {t('leave')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** In a data router: every navigation (links, back/forward, code) waits for the user's answer. */
export function DataRouterGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveDialog
      onStay={() => blocker.reset()}
      onLeave={() => blocker.proceed()}
    />
  );
}

type Go = (...args: unknown[]) => void;
interface PatchableNavigator {
  push: Go;
  replace: Go;
}

/**
 * Makes the router's navigator hand each push/replace to `onHeld` (which may run it later)
 * instead of navigating; answers the function that puts the navigator back.
 */
function holdNavigation(
  navigator: unknown,
  onHeld: (go: () => void) => void,
): () => void {
  const nav = navigator as PatchableNavigator;
  const { push, replace } = nav;
  nav.push = (...args) => onHeld(() => push.apply(nav, args));
  nav.replace = (...args) => onHeld(() => replace.apply(nav, args));
  return () => {
    nav.push = push;
    nav.replace = replace;
  };
}

/**
 * In a plain router (<BrowserRouter>: useBlocker needs a data router): every in-app navigation
 * (links, menus, navigate()) goes through the router's navigator, so while the form is dirty its
 * push and replace wait for the user's answer. Back/forward are not caught here.
 */
export function NavigatorGuard({ isDirty }: { isDirty: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      isDirty
        ? holdNavigation(navigator, (go) => setPending(() => go))
        : undefined,
    [isDirty, navigator],
  );
  if (pending === null) return null;
  return (
    <LeaveDialog
      onStay={() => setPending(null)}
      onLeave={() => {
        setPending(null);
        pending();
      }}
    />
  );
}
