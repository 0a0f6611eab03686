import {
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
} from 'shared/router';
import './ui.css';
import './SaveDiscardBar.css';

/** Props of SaveDiscardBar. */
export interface SaveDiscardBarProps {
  /** the form differs from what was loaded: the bar shows and leaving asks first */
  isDirty: boolean;
  /** a save is under way (SAVE is busy, both buttons wait) */
  isSaving?: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** the bar's text (default 'You have unsaved changes') */
  title?: string;
}

interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before leaving a page with unsaved changes; Stay keeps the page and what was typed. */
function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
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
          Leave this page?
        </h2>
        <p id="ui-leave-text">
          You have unsaved changes. If you leave, they will be lost.
        </p>
        <div className="ui-leave__actions">
          <button
            ref={stayRef}
            type="button"
            className="ui-button"
            onClick={onStay}
          >
            Stay on this page
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onLeave}
          >
            Leave without saving
          </button>
        </div>
      </div>
    </div>
  );
}

/** In a data router: every navigation (links, back/forward, code) waits for the user's answer. */
function DataRouterGuard({ isDirty }: { isDirty: boolean }) {
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
function NavigatorGuard({ isDirty }: { isDirty: boolean }) {
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

/**
 * The spec's Save/Discard top bar (DISCARD, SAVE) of an edit form. While the form is dirty it
 * shows, the browser asks before closing or reloading the tab (`beforeunload`), and leaving the page
 * in the app asks for confirmation (react-router's `useBlocker` under a data router; the router's
 * navigator otherwise).
 */
export function SaveDiscardBar({
  isDirty,
  isSaving = false,
  onSave,
  onDiscard,
  title = 'You have unsaved changes',
}: SaveDiscardBarProps) {
  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
  const handle =
    (action: () => void) => (event: ReactMouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      action();
    };
  return (
    <>
      {isDataRouter ? (
        <DataRouterGuard isDirty={isDirty} />
      ) : (
        <NavigatorGuard isDirty={isDirty} />
      )}
      {isDirty && (
        <div className="ui-savebar" role="region" aria-label={title}>
          <p className="ui-savebar__title">{title}</p>
          <div className="ui-savebar__actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={isSaving}
              onClick={handle(onDiscard)}
            >
              DISCARD
            </button>
            <button
              type="button"
              className="ui-button"
              disabled={isSaving}
              aria-busy={isSaving}
              onClick={handle(onSave)}
            >
              {isSaving ? 'SAVING…' : 'SAVE'}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
