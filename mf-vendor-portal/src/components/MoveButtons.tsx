import { useState } from 'react';
import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import {
  movesFrom,
  WORK_ORDER,
  type Move,
  type WorkOrderStatus,
} from 'shared/workflow';
import { ReasonDialog } from './ReasonDialog';

/** The moves that need a reason, with what the dialog says. */
const ASKS_REASON: Partial<
  Record<
    WorkOrderStatus,
    { title: string; description: string; danger: boolean }
  >
> = {
  rejected: {
    title: 'Reject this work order?',
    description:
      'The store is told at once, with your reason, and can send the work to another vendor. This cannot be undone.',
    danger: true,
  },
  on_hold: {
    title: 'Put this work order on hold?',
    description:
      'The store is told what you are waiting for; you can resume once it answers.',
    danger: false,
  },
};

/** Props of MoveButtons. */
export interface MoveButtonsProps {
  workOrder: WorkOrder;
  /** makes the move; resolves once it is done or refused */
  onMove: (to: WorkOrderStatus, reason?: string) => Promise<unknown>;
  /** offer only the moves to these statuses (a shop-floor step's own moves) */
  only?: readonly WorkOrderStatus[];
}

/** The vendor's moves from the work order's status (shared/workflow), a reason asked where needed. */
export function MoveButtons({ workOrder, onMove, only }: MoveButtonsProps) {
  const [asking, setAsking] = useState<Move<WorkOrderStatus> | null>(null);
  const [busy, setBusy] = useState<WorkOrderStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const moves = movesFrom(WORK_ORDER, workOrder.status, 'vendor').filter(
    (move) => !only || only.includes(move.to),
  );
  if (moves.length === 0) return null;
  const dialog = asking ? ASKS_REASON[asking.to] : undefined;

  const handleClick = async (move: Move<WorkOrderStatus>) => {
    if (ASKS_REASON[move.to]) {
      setAsking(move);
      return;
    }
    setBusy(move.to);
    setFailure(null);
    try {
      await onMove(move.to);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {failure && <Banner type="failure" title={failure} />}
      <div className="vp-actions vp-big" role="group" aria-label="Next steps">
        {moves.map((move) => (
          <Button
            key={move.to}
            type={move.to === 'rejected' ? 'default' : 'primary'}
            loading={busy === move.to}
            onClick={() => void handleClick(move)}
          >
            {move.action}
          </Button>
        ))}
        {asking && dialog && (
          <ReasonDialog
            open
            title={dialog.title}
            description={dialog.description}
            danger={dialog.danger}
            confirmLabel={asking.action}
            onCancel={() => setAsking(null)}
            onConfirm={async (reason) => {
              await onMove(asking.to, reason);
              setAsking(null);
            }}
          />
        )}
      </div>
    </>
  );
}
