import type { WorkOrder } from 'shared/contracts/repair';
import { StatusMoves, type MoveQuestion } from 'shared/ui/records';
import { movesFrom, WORK_ORDER, type WorkOrderStatus } from 'shared/workflow';
import { statusText } from '../i18n/t';

/** The work order's moves that ask a reason first, with what their dialog says. */
const ASKS_REASON: Partial<Record<WorkOrderStatus, MoveQuestion>> = {
  rejected: {
    title: 'Reject this work order?',
    text: 'The store is told at once, with your reason, and can send the work to another vendor. This cannot be undone.',
    reason: true,
  },
  on_hold: {
    title: 'Put this work order on hold?',
    text: 'The store is told what you are waiting for; you can resume once it answers.',
    reason: true,
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
  return (
    <StatusMoves
      moves={movesFrom(WORK_ORDER, workOrder.status, 'vendor').filter(
        (move) => !only || only.includes(move.to),
      )}
      submit={onMove}
      statusLabel={(to) => statusText(WORK_ORDER, to)}
      ask={ASKS_REASON}
      large
    />
  );
}
