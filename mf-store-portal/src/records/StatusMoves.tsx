import { useState } from 'react';
import { isApiError } from 'shared/api';
import { Banner } from 'shared/ui';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { movesFrom, type Machine, type Move } from 'shared/workflow';
import { moveStatus, type RecordPath } from './api';

/** Props of StatusMoves. */
export interface StatusMovesProps<S extends string> {
  machine: Machine<S>;
  status: S;
  version: number;
  path: RecordPath;
  /** moves into these statuses ask first (cancel, decline) */
  confirmInto?: readonly S[];
  /** what else a confirmed move does, said in its dialog */
  confirmNotes?: Partial<Record<S, string>>;
  /**
   * moves the api would refuse now, with its reason. A move that asks first says why instead of
   * asking, and the page reloads the record (what it knows may be behind: a piece received back in
   * another tab); any other move asks the api, which refuses in the same words.
   */
  refusals?: Partial<Record<S, string>>;
  /** after a move, or after a 409: the page reloads the record (its current state) */
  onChanged: () => void;
  /** moves into these statuses have their own button elsewhere on the page (an estimate's send) */
  except?: readonly S[];
}

const FALLBACK = 'We could not change the status. Please try again.';

/**
 * The moves the store may make from the record's status (shared/workflow), as buttons. A move
 * sends the version the page showed; a 409 shows the api's message and reloads the record to
 * its current state.
 */
export function StatusMoves<S extends string>({
  machine,
  status,
  version,
  path,
  confirmInto = [],
  confirmNotes = {},
  refusals = {},
  onChanged,
  except = [],
}: StatusMovesProps<S>) {
  const [pending, setPending] = useState<S | null>(null);
  const [asking, setAsking] = useState<Move<S> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const moves = movesFrom(machine, status, 'store').filter(
    (move) => !except.includes(move.to),
  );

  const run = async (move: Move<S>) => {
    setAsking(null);
    setPending(move.to);
    setProblem(null);
    try {
      await moveStatus(path, { to: move.to, version });
      onChanged();
    } catch (error) {
      setProblem(
        error instanceof Error && error.message ? error.message : FALLBACK,
      );
      // A stale or illegal move: the page shows the record as it is now.
      if (isApiError(error) && error.status === 409) onChanged();
    } finally {
      setPending(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      {problem && <Banner type="failure" title={problem} />}
      {moves.length > 0 && (
        <Flex wrap gap={8} role="group" aria-label="Change status">
          {moves.map((move) => (
            <Button
              key={move.to}
              type={confirmInto.includes(move.to) ? 'default' : 'primary'}
              danger={confirmInto.includes(move.to)}
              loading={pending === move.to}
              disabled={pending !== null}
              onClick={() => {
                const refusal = refusals[move.to];
                if (!confirmInto.includes(move.to)) void run(move);
                else if (!refusal) setAsking(move);
                else {
                  setProblem(refusal);
                  onChanged();
                }
              }}
            >
              {move.action}
            </Button>
          ))}
        </Flex>
      )}
      <Modal
        open={asking !== null}
        title={asking ? `${asking.action}?` : ''}
        okText={asking?.action}
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onOk={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking
            ? `The ${machine.name} will be ${machine.labels[asking.to].toLowerCase()}. This cannot be undone.`
            : ''}
        </p>
        {asking && confirmNotes[asking.to] && <p>{confirmNotes[asking.to]}</p>}
      </Modal>
    </Flex>
  );
}
