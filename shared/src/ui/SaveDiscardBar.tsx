import { FormikContext } from 'formik';
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import { UNSAFE_DataRouterContext } from 'shared/router';
import { isNoAnswer } from './form/saveFailure';
import { useFormStatusClaims } from './form/statusScope';
import { useSaveBarT } from './SaveDiscardBar.catalogue';
import { DataRouterGuard, NavigatorGuard } from './SaveDiscardGuards';
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
  /** the bar's text (default 'You have unsaved changes' in the page's language) */
  title?: string;
  /**
   * why the last save failed (default: the Formik form's status string when the bar is inside
   * one); shown in the bar, with Retry when the request got no answer
   */
  error?: string | null;
  /** what the bar says after a save (default 'Changes saved' in the page's language) */
  savedMessage?: string;
}

/** How the last save ended: 'saved', 'failed', or null while none has ended or the form changed since. */
type Outcome = 'saved' | 'failed' | null;

/**
 * The last save's outcome, worked out while rendering when `isSaving` falls (no effect needed);
 * `ended` counts the saves that ended, so that focus moves once per save.
 */
function useSaveOutcome(isSaving: boolean, isDirty: boolean, failure: string) {
  const [seen, setSeen] = useState({
    isSaving,
    outcome: null as Outcome,
    ended: 0,
  });
  if (seen.isSaving !== isSaving) {
    const ended = seen.isSaving && !isSaving;
    setSeen({
      isSaving,
      outcome: !ended ? null : failure ? 'failed' : isDirty ? null : 'saved',
      ended: seen.ended + (ended ? 1 : 0),
    });
  }
  const outcome = seen.outcome === 'saved' && isDirty ? null : seen.outcome;
  return { outcome, ended: seen.ended };
}

/**
 * The spec's Save/Discard top bar (DISCARD, SAVE) of an edit form. While the form is dirty it
 * shows, the browser asks before closing or reloading the tab (`beforeunload`), and leaving the page
 * in the app asks for confirmation (react-router's `useBlocker` under a data router; the router's
 * navigator otherwise). A failed save shows why in the bar (with Retry, which sends the save again,
 * when the request got no answer) and keeps what was typed; a save that went through leaves a
 * "saved" note in the bar, which takes focus and is announced politely.
 */
export function SaveDiscardBar({
  isDirty,
  isSaving = false,
  onSave,
  onDiscard,
  title,
  error,
  savedMessage,
}: SaveDiscardBarProps) {
  const t = useSaveBarT();
  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // Inside a Formik form the bar shows the form's status (the save's failure) unless told otherwise.
  const formik = useContext(FormikContext) as
    { status?: unknown; setStatus?: object } | undefined;
  const setStatus = formik?.setStatus;
  const claims = useFormStatusClaims();
  const claim = claims?.claim;
  useEffect(
    () =>
      error === undefined && setStatus && claim ? claim(setStatus) : undefined,
    [error, setStatus, claim],
  );
  const raw = error === undefined ? formik?.status : error;
  const failure = typeof raw === 'string' ? localiseErrorMessage(raw) : '';
  const { outcome, ended } = useSaveOutcome(isSaving, isDirty, failure);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // Focus goes to the save's result: the "saved" note, or the failure (its Retry when the request
  // got no answer). A failure with field errors leaves focus to the form, which moves it to the
  // first invalid field afterwards.
  useEffect(() => {
    if (outcome === 'saved') savedRef.current?.focus();
    if (outcome === 'failed') (retryRef.current ?? failureRef.current)?.focus();
  }, [outcome, ended]);
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
  const barTitle = title ?? t('unsaved');
  const failureNote = failure && !isSaving && (
    <p
      ref={failureRef}
      className="ui-savebar__error"
      role="alert"
      tabIndex={-1}
    >
      {failure}
    </p>
  );
  return (
    <>
      {isDataRouter ? (
        <DataRouterGuard isDirty={isDirty} />
      ) : (
        <NavigatorGuard isDirty={isDirty} />
      )}
      {isDirty && (
        <div className="ui-savebar" role="region" aria-label={barTitle}>
          <p className="ui-savebar__title">{barTitle}</p>
          {failureNote}
          <div className="ui-savebar__actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={isSaving}
              onClick={handle(onDiscard)}
            >
              {t('discard')}
            </button>
            {isNoAnswer(failure) && !isSaving && (
              <button
                ref={retryRef}
                type="button"
                className="ui-button ui-button--secondary"
                onClick={handle(onSave)}
              >
                {t('retry')}
              </button>
            )}
            <button
              type="button"
              className="ui-button"
              disabled={isSaving}
              aria-busy={isSaving}
              onClick={handle(onSave)}
            >
              {isSaving ? t('saving') : t('save')}
            </button>
          </div>
        </div>
      )}
      {/* A failure the form shows no changes for (a stale save reloaded what is stored). */}
      {!isDirty && failureNote && (
        <div className="ui-savebar">{failureNote}</div>
      )}
      <div
        className={outcome === 'saved' ? 'ui-savebar' : undefined}
        role="status"
        aria-live="polite"
      >
        {outcome === 'saved' && (
          <p ref={savedRef} className="ui-savebar__title" tabIndex={-1}>
            {savedMessage ?? t('saved')}
          </p>
        )}
      </div>
    </>
  );
}
