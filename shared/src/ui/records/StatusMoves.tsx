import { useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared/api';
import { useT } from 'shared/i18n';
import { Button } from 'shared/ui/antd';
import { Banner } from 'shared/ui';
import { MoveDialog, type MoveQuestion } from './MoveDialog';
import './catalogue';

/** A move's catalogue key from the workflow's English action: 'Approve and resume' → 'approveAndResume'. */
export const moveActionKey = (action: string): string =>
  action
    .split(' ')
    .map((word, i) =>
      i === 0
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');

/** One move a page offers: the status it leads to and the button's words. */
export interface RecordMove<K extends string = string> {
  to: K;
  action: string;
}

/** Props of StatusMoves. */
export interface StatusMovesProps<K extends string> {
  /** the moves to offer, in order (shared/workflow's movesFrom, or a page's own: approve, decline) */
  moves: readonly RecordMove<K>[];
  /**
   * makes the move (the record's own request, with the version the page showed); resolves once it
   * is done, or with false when the page's own write guard refused it; throws an api error to show it
   */
  submit: (to: K, reason?: string) => Promise<unknown>;
  /** after a move, and after a 409 (the page reloads the record to its current state) */
  onChanged?: () => void;
  /** after a 409 only, where the page learns a move's result from submit (default: onChanged) */
  onConflict?: () => void;
  /** moves that ask first (cancel, decline, reject), with what their dialog says */
  ask?: Partial<Record<K, MoveQuestion>>;
  /**
   * a status's words in the page's language, for the note that says the record's new status
   * (default: the record's English label; no note when neither is given)
   */
  statusLabel?: (status: K) => string;
  /** the record's name and its statuses' words, for a dialog that says nothing of its own */
  record?: { name: string; labels: Record<K, string> };
  /** moves shown as dangerous without asking (a customer's decline) */
  danger?: readonly K[];
  /**
   * moves the api would refuse now, with its reason. A move that asks first says why instead of
   * asking, and the page reloads the record (what it knows may be behind); any other move asks the
   * api, which refuses in the same words.
   */
  refusals?: Partial<Record<K, string>>;
  /** the group's accessible name, where the page calls it otherwise */
  label?: string;
  /** what a failure with no message of its own says */
  fallback?: string;
  /** no move now (the page is busy with something else) */
  disabled?: boolean;
  /** bigger buttons (the shop floor's) */
  large?: boolean;
}

/**
 * The moves of a record, in either portal, as buttons: a move that asks first opens its dialog
 * (with a reason where it needs one); a failure shows the api's message, and after a 409 the page
 * reloads the record to its current state. A move that went through leaves a note with the new
 * status ("Status: In progress"), announced politely, which takes focus (the pressed button may be
 * gone); a dialog closed without moving gives focus back to the button that opened it. Texts come
 * from the 'records' catalogue.
 */
export function StatusMoves<K extends string>({
  moves,
  submit,
  statusLabel,
  onChanged,
  onConflict = onChanged,
  ask = {},
  record,
  danger = [],
  refusals = {},
  label,
  fallback,
  disabled = false,
  large = false,
}: StatusMovesProps<K>) {
  const t = useT('records');
  // The button's words in the page's language; an action the catalogue does not name (a page's
  // own move, already in its words) is shown as given.
  const actionOf = (move: RecordMove<K>) =>
    /^[A-Za-z ]+$/.test(move.action)
      ? t(`moves.actions.${moveActionKey(move.action)}`, {
          defaultValue: move.action,
        })
      : move.action;
  const [pending, setPending] = useState<K | null>(null);
  const [asking, setAsking] = useState<RecordMove<K> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ status: string } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const opener = useRef<string | null>(null);
  // After a move the note holds focus; after a dialog closed without one, its button does.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useEffect(() => {
    if (asking || opener.current === null) return;
    buttons.current.get(opener.current)?.focus();
    opener.current = null;
  }, [asking]);
  const wordsFor = (to: K): string | undefined =>
    statusLabel?.(to) ?? record?.labels[to];
  const conflict = (error: unknown) =>
    isApiError(error) && error.status === 409;
  const question = (to: K): MoveQuestion | undefined =>
    (ask as Partial<Record<string, MoveQuestion>>)[to];

  const run = async (move: RecordMove<K>, reason?: string) => {
    setPending(move.to);
    setProblem(null);
    setDone(null);
    try {
      const result = await submit(move.to, reason);
      const words = result === false ? undefined : wordsFor(move.to);
      if (words) {
        opener.current = null;
        setDone({ status: words });
      }
      setAsking(null);
      onChanged?.();
    } catch (error) {
      // A reason's dialog stays open and says it there.
      if (question(move.to)?.reason && !conflict(error)) throw error;
      setAsking(null);
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : (fallback ?? t('moves.failed')),
      );
      if (conflict(error)) onConflict?.();
    } finally {
      setPending(null);
    }
  };

  const press = (move: RecordMove<K>) => {
    const refusal = (refusals as Partial<Record<string, string>>)[move.to];
    if (!question(move.to)) void run(move);
    else if (!refusal) {
      opener.current = move.to;
      setAsking(move);
    } else {
      setProblem(refusal);
      onChanged?.();
    }
  };

  const asked = asking && question(asking.to);
  // The note's live region stays while the widget does, so a status said in it is announced.
  const note = (
    <p ref={doneRef} className="rec-moves__done" role="status" tabIndex={-1}>
      {done && t('moves.done', { status: done.status })}
    </p>
  );
  const empty = moves.length === 0 && !problem && !done;
  return (
    <div className={empty ? 'rec-moves rec-moves--empty' : 'rec-moves'}>
      {problem && <Banner type="failure" title={problem} />}
      {note}
      {moves.length > 0 && (
        <div
          className={
            large ? 'rec-moves__group rec-moves--large' : 'rec-moves__group'
          }
          role="group"
          aria-label={label ?? t('moves.label')}
        >
          {moves.map((move) => {
            const isDanger =
              danger.includes(move.to) ||
              (question(move.to) !== undefined &&
                question(move.to)?.danger !== false);
            return (
              <Button
                key={move.to}
                type={isDanger ? 'default' : 'primary'}
                danger={isDanger}
                loading={pending === move.to}
                disabled={disabled || (pending !== null && pending !== move.to)}
                ref={(button: HTMLElement | null) => {
                  if (button) buttons.current.set(move.to, button);
                  else buttons.current.delete(move.to);
                }}
                onClick={() => press(move)}
              >
                {actionOf(move)}
              </Button>
            );
          })}
        </div>
      )}
      {asking && asked && (
        <MoveDialog
          action={actionOf(asking)}
          question={asked}
          defaultText={
            record
              ? t('moves.final', {
                  record: record.name,
                  status: record.labels[asking.to].toLowerCase(),
                })
              : ''
          }
          onConfirm={(reason) => run(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
