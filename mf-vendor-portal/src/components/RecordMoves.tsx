import { useState } from 'react';
import { Banner } from 'shared/ui';
import { Button, Modal } from 'shared/ui/antd';
import { movesFrom, type Machine, type Move } from 'shared/workflow';

/** Moves that end the record: asked once more before they are made. */
const FINAL_WORDS: Record<string, string> = {
  cancelled: 'The order is cancelled for good: it cannot be moved any more.',
  declined: 'The estimate is declined for good: it cannot be moved any more.',
};

/** Props of RecordMoves. */
export interface RecordMovesProps {
  machine: Machine<string>;
  status: string;
  /** makes the move; resolves once it is done or refused (409: the page shows why) */
  onMove: (to: string) => Promise<unknown>;
  /** statuses not offered here (an estimate's conversion has its own button) */
  except?: readonly string[];
}

/** The vendor's moves from the record's status (shared/workflow; the vendor sells: actor 'store'). */
export function RecordMoves({
  machine,
  status,
  onMove,
  except = [],
}: RecordMovesProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Move<string> | null>(null);
  const moves = movesFrom(machine, status, 'store').filter(
    (move) => !except.includes(move.to),
  );
  if (moves.length === 0) return null;

  const handleMove = async (move: Move<string>) => {
    setBusy(move.to);
    setFailure(null);
    try {
      await onMove(move.to);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong.');
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  return (
    <>
      {failure && <Banner type="failure" title={failure} />}
      <div className="vp-actions" role="group" aria-label="Next steps">
        {moves.map((move) => (
          <Button
            key={move.to}
            type={FINAL_WORDS[move.to] ? 'default' : 'primary'}
            danger={Boolean(FINAL_WORDS[move.to])}
            loading={busy === move.to}
            onClick={() =>
              FINAL_WORDS[move.to] ? setConfirming(move) : void handleMove(move)
            }
          >
            {move.action}
          </Button>
        ))}
      </div>
      <Modal
        open={confirming !== null}
        title={confirming ? `${confirming.action}?` : ''}
        okText={confirming?.action}
        cancelText="Keep it"
        okButtonProps={{ danger: true, loading: busy !== null }}
        onOk={() => confirming && void handleMove(confirming)}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <p>{confirming ? FINAL_WORDS[confirming.to] : ''}</p>
      </Modal>
    </>
  );
}
